import { useLingui } from '@lingui/react/macro'
import type { DomainListItem, DomainStyleTemplate } from '@platform/sdk'
import { setDomainEnabledMutation } from '@platform/sdk/query'
import { StatusBadge, type TableColumn } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import type { CsvColumn } from '../../../shared/list'
import * as admin from '../shared/admin.css'
import { useRowColumns } from '../shared/use-row-columns'

interface DomainColumnsOptions {
  templates: readonly DomainStyleTemplate[]
  /** More than one domain exists: a domain may be deleted. */
  canDelete: boolean
  onEdit: (domain: DomainListItem) => void
  onDelete: (domain: DomainListItem) => void
}

const nameOf = (domain: DomainListItem) => domain.aliases[0] ?? ''

/** The columns of the domains table and of its export, which say the same. */
export function useDomainColumns({ templates, canDelete, onEdit, onDelete }: DomainColumnsOptions) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const setEnabled = useMutation(setDomainEnabledMutation(client))
  const rowColumns = useRowColumns(nameOf)
  const templateOf = (domain: DomainListItem) =>
    domain.styleTemplate
      ? (templates.find((each) => each.code === domain.styleTemplate)?.title ??
        domain.styleTemplate)
      : t`По умолчанию`
  const table: TableColumn<DomainListItem>[] = [
    {
      id: 'alias',
      title: t`Адреса`,
      allowsSorting: true,
      isRowHeader: true,
      width: '2fr',
      cell: (domain) => (
        <span className={admin.cellLine}>
          <span>{nameOf(domain)}</span>
          {domain.aliases.length > 1 && (
            <span className={admin.muted}>{t`и ещё ${domain.aliases.length - 1}`}</span>
          )}
          {domain.base && <StatusBadge variant="info">{t`Основной`}</StatusBadge>}
        </span>
      ),
    },
    {
      id: 'comment',
      title: t`Комментарий`,
      allowsSorting: true,
      cell: (domain) => domain.comment ?? '—',
    },
    { id: 'styleTemplate', title: t`Оформление`, cell: templateOf },
    rowColumns.toggle({
      id: 'enabled',
      title: t`Доступен`,
      label: t`Доступен`,
      isActive: (domain) => domain.enabled,
      question: (domain, name) =>
        domain.enabled ? t`Отключить домен «${name}»?` : t`Включить домен «${name}»?`,
      explanation: (domain) =>
        domain.enabled
          ? t`На адресах домена перестанет открываться вход.`
          : t`На адресах домена снова откроется вход.`,
      toggle: (domain) =>
        setEnabled.mutateAsync({
          params: { path: { id: domain.id } },
          body: { enabled: !domain.enabled },
        }),
      keys: { on: 'domainsEnabledSaved', off: 'domainsEnabledSaved', error: 'domainsUpdateError' },
    }),
    rowColumns.actions({ onEdit, onDelete, canDelete: () => canDelete }),
  ]
  const yes = t`да`
  const no = t`нет`
  const csv: CsvColumn<DomainListItem>[] = [
    { header: t`Адреса`, value: (domain) => domain.aliases.join(', ') },
    { header: t`Комментарий`, value: (domain) => domain.comment },
    { header: t`Шаблон оформления`, value: templateOf },
    { header: t`Основной`, value: (domain) => (domain.base ? yes : no) },
    { header: t`Доступен`, value: (domain) => (domain.enabled ? yes : no) },
  ]
  return { table, csv }
}
