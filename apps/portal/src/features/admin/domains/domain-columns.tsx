import { useLingui } from '@lingui/react/macro'
import type { DomainListItem, DomainStyleTemplate } from '@platform/sdk'
import { StatusBadge, type TableColumn } from '@platform/ui'
import type { CsvColumn } from '../../../shared/list'
import * as admin from '../shared/admin.css'
import { RowActions } from '../shared/RowActions'
import { DomainEnabledToggle } from './DomainEnabledToggle'

/** What a row asks the page to do: edit (or, without a domain, create) or delete. */
export type DomainAction =
  | { kind: 'edit'; domain: DomainListItem | null }
  | { kind: 'delete'; domain: DomainListItem }

interface DomainColumnsOptions {
  templates: readonly DomainStyleTemplate[]
  /** More than one domain exists: a domain may be deleted. */
  canDelete: boolean
  onAction: (action: DomainAction) => void
}

/** The columns of the domains table and of its export, which say the same. */
export function useDomainColumns({ templates, canDelete, onAction }: DomainColumnsOptions) {
  const { t } = useLingui()
  const templateOf = (domain: DomainListItem) =>
    domain.styleTemplate
      ? (templates.find((each) => each.code === domain.styleTemplate)?.title ??
        domain.styleTemplate)
      : t`По умолчанию`
  const nameOf = (domain: DomainListItem) => domain.aliases[0] ?? ''
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
    {
      id: 'enabled',
      title: t`Доступен`,
      allowsSorting: true,
      width: 150,
      cell: (domain) => <DomainEnabledToggle domain={domain} />,
    },
    {
      id: 'actions',
      title: t`Действия`,
      align: 'end',
      width: 270,
      cell: (domain) => (
        <RowActions
          name={nameOf(domain)}
          onEdit={() => onAction({ kind: 'edit', domain })}
          onDelete={canDelete ? () => onAction({ kind: 'delete', domain }) : undefined}
        />
      ),
    },
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
