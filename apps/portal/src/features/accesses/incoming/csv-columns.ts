import { useLingui } from '@lingui/react/macro'
import type { AccessRequest } from '@platform/sdk'
import { formatDateTime } from '../../../i18n/format'
import type { CsvColumn } from '../../../shared/list'
import { statusTexts } from '../RequestStatusBadge'

/** The exported columns of access requests, every member people read in the table and more. */
export function useRequestCsvColumns(): CsvColumn<AccessRequest>[] {
  const { t, i18n } = useLingui()
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.locale) : null)
  return [
    { header: t`Дата заявки`, value: (row) => date(row.requestDate) },
    { header: t`Заявитель`, value: (row) => row.userName },
    { header: t`Почта`, value: (row) => row.userEmail },
    { header: t`Телефон`, value: (row) => row.userMobile },
    { header: t`Компания`, value: (row) => row.requestCompanyName },
    { header: t`ИНН`, value: (row) => row.requestCompanyInn },
    { header: t`КПП`, value: (row) => row.requestCompanyKpp },
    {
      header: t`Роли`,
      value: (row) => row.requestCompanyRoles.map((role) => role.name).join(', '),
    },
    { header: t`Статус`, value: (row) => i18n._(statusTexts[row.status]) },
    { header: t`Дата ответа`, value: (row) => date(row.responseDate) },
    { header: t`Комментарий`, value: (row) => row.reason ?? row.comment },
  ]
}
