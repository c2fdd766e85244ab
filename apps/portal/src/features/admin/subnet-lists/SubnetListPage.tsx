import { useLingui } from '@lingui/react/macro'
import type { SubnetEntry } from '@platform/sdk'
import { Button, EmptyState, type TableColumn } from '@platform/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { formatDateTime } from '../../../i18n/format'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { type CsvColumn, ExportCsvButton, useListState } from '../../../shared/list'
import { isDateRangeReversed } from '../../accesses/incoming/IncomingFilters'
import { PagedTable } from '../../contractors/PagedTable'
import * as styles from '../shared/admin.css'
import { columnWidths } from '../shared/column-widths'
import { PageHeader } from '../shared/PageHeader'
import { resourceSnackbars } from '../shared/resource-snackbars'
import { useEditing } from '../shared/use-editing'
import { useRowColumns } from '../shared/use-row-columns'
import { fetchSubnetEntries, type SubnetListKind, subnetLists, useSubnetEntries } from './kinds'
import { SubnetFilters } from './SubnetFilters'

const SubnetEntryDialog = lazyDialog(() =>
  import('./SubnetEntryDialog').then((module) => module.SubnetEntryDialog),
)

const DeleteResourceDialog = lazyDialog(() =>
  import('../shared/DeleteResourceDialog').then((module) => module.DeleteResourceDialog),
)

const routes = {
  whitelist: getRouteApi('/platform/setting/whitelist'),
  blacklist: getRouteApi('/platform/setting/blacklist'),
}

const nameOf = (entry: SubnetEntry) => entry.ip ?? entry.aliasName ?? ''

/** /setting/whitelist and /setting/blacklist: the entries of one list, filtered and edited. */
export function SubnetListPage({ kind }: { kind: SubnetListKind }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const config = subnetLists[kind]
  const keys = resourceSnackbars(kind)
  const search = routes[kind].useSearch()
  const list = useListState(search, {
    sortColumns: ['ip', 'dateFrom', 'dateTo', 'comment', 'enabled'] as const,
  })
  const filters = { search: search.search, dateFrom: search.dateFrom, dateTo: search.dateTo }
  const reversed = isDateRangeReversed(filters)
  const entries = useSubnetEntries(kind, { ...list.query, ...filters }, !reversed)
  const remove = useMutation(config.remove(client))
  const setEnabled = useMutation(config.setEnabled(client))
  const editing = useEditing<SubnetEntry>()
  const row = useRowColumns(nameOf)
  const title = i18n._(config.title)
  const moment = (value: string | null, none: string) =>
    value ? formatDateTime(value, i18n.locale) : none

  const columns: TableColumn<SubnetEntry>[] = [
    {
      id: 'ip',
      title: t`Адреса`,
      allowsSorting: true,
      width: '1.5fr',
      minWidth: columnWidths.text,
      cell: (entry) =>
        entry.ip ? (
          <span className={styles.code}>{entry.ip}</span>
        ) : (
          <span>
            {entry.aliasName} <span className={styles.muted}>{t`(псевдоним)`}</span>
          </span>
        ),
    },
    {
      id: 'dateFrom',
      title: t`Начало`,
      allowsSorting: true,
      width: columnWidths.moment,
      cell: (entry) => moment(entry.dateFrom, t`Сразу`),
    },
    {
      id: 'dateTo',
      title: t`Окончание`,
      allowsSorting: true,
      width: columnWidths.moment,
      cell: (entry) => moment(entry.dateTo, t`Бессрочно`),
    },
    {
      id: 'comment',
      title: t`Комментарий`,
      allowsSorting: true,
      minWidth: columnWidths.text,
      cell: (entry) => entry.comment,
    },
    row.toggle({
      id: 'enabled',
      title: t`Состояние`,
      label: t`Действует`,
      isActive: (entry) => entry.enabled,
      question: (entry, name) =>
        entry.enabled ? t`Отключить запись «${name}»?` : t`Включить запись «${name}»?`,
      explanation: (entry) =>
        entry.enabled
          ? t`Пока запись отключена, платформа её не применяет.`
          : t`Платформа снова начнёт применять запись в её период действия.`,
      toggle: (entry) =>
        setEnabled.mutateAsync({
          params: { path: { id: entry.id } },
          body: { enabled: !entry.enabled },
        }),
      keys: { on: 'listEntryEnabled', off: 'listEntryDisabled', error: keys.updateError },
    }),
    row.actions({ onEdit: editing.edit, onDelete: editing.remove, asMenu: true }),
  ]
  const csvColumns: CsvColumn<SubnetEntry>[] = [
    { header: t`Подсеть или IP-адрес`, value: (entry) => entry.ip ?? '' },
    { header: t`Сетевой псевдоним`, value: (entry) => entry.aliasName ?? '' },
    { header: t`Начало`, value: (entry) => moment(entry.dateFrom, '') },
    { header: t`Окончание`, value: (entry) => moment(entry.dateTo, '') },
    { header: t`Комментарий`, value: (entry) => entry.comment ?? '' },
    { header: t`Действует`, value: (entry) => (entry.enabled ? t`Да` : t`Нет`) },
  ]

  const filtered = Boolean(filters.search || filters.dateFrom || filters.dateTo)
  const { deleting } = editing
  const deletingName = deleting ? nameOf(deleting) : ''
  return (
    <div className={styles.page}>
      <PageHeader title={title} lead={i18n._(config.lead)}>
        <Button onPress={() => editing.edit(null)}>{t`Новая запись`}</Button>
        <ExportCsvButton
          fileName={kind}
          columns={csvColumns}
          isDisabled={reversed}
          fetchPage={async (page, limit) => {
            const data = await fetchSubnetEntries(queryClient, client, kind, {
              ...list.query,
              ...filters,
              page,
              limit,
            })
            return { items: data.accesses, total: data.meta.total }
          }}
        />
      </PageHeader>
      <SubnetFilters filters={filters} onChange={(patch) => list.setFilters({ ...patch })} />
      <PagedTable
        label={title}
        columns={columns}
        items={(!reversed && entries.data?.accesses) || []}
        total={reversed ? undefined : entries.data?.meta.total}
        query={entries}
        list={list}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={filtered ? t`Ничего не найдено` : t`Записей пока нет`}
          />
        }
      />
      {editing.edited !== undefined && (
        <SubnetEntryDialog
          kind={kind}
          entry={editing.edited}
          name={editing.edited ? nameOf(editing.edited) : ''}
          onClose={editing.close}
        />
      )}
      {deleting && (
        <DeleteResourceDialog
          title={t`Удалить запись «${deletingName}»?`}
          snackbars={kind}
          remove={() => remove.mutateAsync({ params: { path: { id: deleting.id } } })}
          onClose={editing.close}
        >
          {t`Запись исчезнет из списка; платформа перестанет её применять.`}
        </DeleteResourceDialog>
      )}
    </div>
  )
}
