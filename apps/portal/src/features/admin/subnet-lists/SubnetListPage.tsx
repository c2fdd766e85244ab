import { useLingui } from '@lingui/react/macro'
import type { SubnetEntry } from '@platform/sdk'
import { Button, type TableColumn } from '@platform/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDateTime } from '../../../i18n/format'
import { usePlatform } from '../../../platform/hooks'
import { type CsvColumn, ExportCsvButton, useListState } from '../../../shared/list'
import { isDateRangeReversed } from '../../accesses/incoming/IncomingFilters'
import { ActiveToggle } from '../shared/ActiveToggle'
import * as styles from '../shared/admin.css'
import { columnWidths } from '../shared/column-widths'
import { DeleteDialog } from '../shared/DeleteDialog'
import { PageHeader } from '../shared/PageHeader'
import { ResourceTable } from '../shared/ResourceTable'
import { RowActions } from '../shared/RowActions'
import { useNotified } from '../shared/use-notified'
import {
  fetchSubnetEntries,
  type SubnetListKind,
  snackbarKeysOf,
  subnetLists,
  useSubnetEntries,
} from './kinds'
import { SubnetEntryDialog } from './SubnetEntryDialog'
import { SubnetFilters } from './SubnetFilters'

const routes = {
  whitelist: getRouteApi('/platform/setting/whitelist'),
  blacklist: getRouteApi('/platform/setting/blacklist'),
}

type Editing = { kind: 'edit'; entry: SubnetEntry | null } | { kind: 'delete'; entry: SubnetEntry }

const nameOf = (entry: SubnetEntry) => entry.ip ?? entry.aliasName ?? ''

/** /setting/whitelist and /setting/blacklist: the entries of one list, filtered and edited. */
export function SubnetListPage({ kind }: { kind: SubnetListKind }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const notified = useNotified()
  const config = subnetLists[kind]
  const keys = snackbarKeysOf(kind)
  const search = routes[kind].useSearch()
  const list = useListState(search, {
    sortColumns: ['ip', 'dateFrom', 'dateTo', 'comment', 'enabled'] as const,
  })
  const filters = { search: search.search, dateFrom: search.dateFrom, dateTo: search.dateTo }
  const reversed = isDateRangeReversed(filters)
  const entries = useSubnetEntries(kind, { ...list.query, ...filters }, !reversed)
  const remove = useMutation(config.remove(client))
  const setEnabled = useMutation(config.setEnabled(client))
  const [editing, setEditing] = useState<Editing | null>(null)
  const title = i18n._(config.title)
  const moment = (value: string | null, none: string) =>
    value ? formatDateTime(value, i18n.locale) : none

  const columns: TableColumn<SubnetEntry>[] = [
    {
      id: 'ip',
      title: t`Адреса`,
      allowsSorting: true,
      width: '1.5fr',
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
    { id: 'comment', title: t`Комментарий`, allowsSorting: true, cell: (entry) => entry.comment },
    {
      id: 'enabled',
      title: t`Состояние`,
      allowsSorting: true,
      width: columnWidths.toggle,
      cell: (entry) => {
        const name = nameOf(entry)
        return (
          <ActiveToggle
            name={name}
            label={t`Действует`}
            isActive={entry.enabled}
            confirmTitle={
              entry.enabled ? t`Отключить запись «${name}»?` : t`Включить запись «${name}»?`
            }
            onConfirm={() =>
              notified(
                setEnabled.mutateAsync({
                  params: { path: { id: entry.id } },
                  body: { enabled: !entry.enabled },
                }),
                entry.enabled ? 'listEntryDisabled' : 'listEntryEnabled',
                keys.updateError,
              )
            }
          >
            {entry.enabled
              ? t`Пока запись отключена, платформа её не применяет.`
              : t`Платформа снова начнёт применять запись в её период действия.`}
          </ActiveToggle>
        )
      },
    },
    {
      id: 'actions',
      title: t`Действия`,
      align: 'end',
      width: columnWidths.actionsMenu,
      cell: (entry) => (
        <RowActions
          asMenu
          name={nameOf(entry)}
          onEdit={() => setEditing({ kind: 'edit', entry })}
          onDelete={() => setEditing({ kind: 'delete', entry })}
        />
      ),
    },
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
  const deleting = editing?.kind === 'delete' ? editing.entry : null
  const deletingName = deleting ? nameOf(deleting) : ''
  return (
    <div className={styles.page}>
      <PageHeader title={title} lead={i18n._(config.lead)}>
        <Button onPress={() => setEditing({ kind: 'edit', entry: null })}>{t`Новая запись`}</Button>
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
      <ResourceTable
        label={title}
        columns={columns}
        items={reversed ? [] : entries.data?.accesses}
        total={reversed ? undefined : entries.data?.meta.total}
        query={entries}
        list={list}
        emptyTitle={filtered ? t`Ничего не найдено` : t`Записей пока нет`}
      />
      {editing?.kind === 'edit' && (
        <SubnetEntryDialog
          kind={kind}
          entry={editing.entry}
          name={editing.entry ? nameOf(editing.entry) : ''}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t`Удалить запись «${deletingName}»?`}
          onClose={() => setEditing(null)}
          onConfirm={() =>
            notified(
              remove.mutateAsync({ params: { path: { id: deleting.id } } }),
              keys.deleted,
              keys.deleteError,
            )
          }
        >
          {t`Запись исчезнет из списка; платформа перестанет её применять.`}
        </DeleteDialog>
      )}
    </div>
  )
}
