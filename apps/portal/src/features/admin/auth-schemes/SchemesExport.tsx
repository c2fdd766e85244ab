import { useLingui } from '@lingui/react/macro'
import type { AuthScheme, AuthSchemeFlow } from '@platform/sdk'
import { type CsvColumn, ExportCsvButton } from '../../../shared/list'

interface SchemesExportProps {
  schemes: readonly AuthScheme[]
  flows: readonly AuthSchemeFlow[]
}

/** The schemes as a CSV file: the list is not paged, so the loaded one is the whole list. */
export function SchemesExport({ schemes, flows }: SchemesExportProps) {
  const { t } = useLingui()
  const flowNames = (factors: AuthScheme['firstFactor']) =>
    factors
      .filter((factor) => factor.enabled)
      .map((factor) => flows.find((flow) => flow.id === factor.id)?.name ?? factor.id)
      .join(', ')
  const yes = t`да`
  const no = t`нет`
  const columns: CsvColumn<AuthScheme>[] = [
    { header: t`Приоритет`, value: (scheme) => scheme.priority },
    { header: t`Название`, value: (scheme) => scheme.name },
    { header: t`Код`, value: (scheme) => scheme.code },
    { header: t`Активна`, value: (scheme) => (scheme.active ? yes : no) },
    { header: t`Основная`, value: (scheme) => (scheme.base ? yes : no) },
    { header: t`Первый фактор`, value: (scheme) => flowNames(scheme.firstFactor) },
    { header: t`Второй фактор`, value: (scheme) => flowNames(scheme.secondFactor) },
    { header: t`Пользователей`, value: (scheme) => scheme.usersCount },
    { header: t`Комментарий`, value: (scheme) => scheme.comment },
  ]
  return (
    <ExportCsvButton
      fileName="authentication-schemas"
      columns={columns}
      fetchPage={async () => ({ items: schemes, total: schemes.length })}
    />
  )
}
