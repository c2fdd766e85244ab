import { useLingui } from '@lingui/react/macro'
import type { DeviceType } from '@platform/sdk'
import { deleteDeviceTypeMutation, listDeviceTypesQuery } from '@platform/sdk/query'
import { Button, EmptyState, type TableColumn } from '@platform/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { type CsvColumn, ExportCsvButton, useListState } from '../../../shared/list'
import { PagedTable } from '../../contractors/PagedTable'
import * as styles from '../shared/admin.css'
import { columnWidths } from '../shared/column-widths'
import { useNotify } from '../shared/notify'
import { PageHeader } from '../shared/PageHeader'
import { RowActions } from '../shared/RowActions'
import { SearchFilter } from '../shared/SearchFilter'

const DeviceTypeDialog = lazyDialog(() =>
  import('./DeviceTypeDialog').then((module) => module.DeviceTypeDialog),
)

const DeleteDialog = lazyDialog(() =>
  import('../shared/DeleteDialog').then((module) => module.DeleteDialog),
)

const route = getRouteApi('/platform/setting/devices-types')

type Editing = { kind: 'edit'; type: DeviceType | null } | { kind: 'delete'; type: DeviceType }

/** /setting/devices-types: the device types table with create, edit and delete. */
export function DeviceTypesPage() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'name', direction: 'ascending' },
    sortColumns: ['name', 'code'] as const,
  })
  const filters = { search: search.search }
  const types = useQuery(listDeviceTypesQuery(client, { ...list.query, ...filters }))
  const remove = useMutation(deleteDeviceTypeMutation(client))
  const [editing, setEditing] = useState<Editing | null>(null)

  const columns: TableColumn<DeviceType>[] = [
    { id: 'name', title: t`Название`, cell: (type) => type.name, allowsSorting: true },
    {
      id: 'code',
      title: t`Код`,
      cell: (type) => <span className={styles.code}>{type.code}</span>,
      allowsSorting: true,
    },
    {
      id: 'actions',
      title: t`Действия`,
      align: 'end',
      // Both buttons on one line: a row is one line high, and a narrow screen scrolls sideways.
      width: columnWidths.actions,
      cell: (type) => (
        <RowActions
          name={type.name}
          onEdit={() => setEditing({ kind: 'edit', type })}
          onDelete={() => setEditing({ kind: 'delete', type })}
        />
      ),
    },
  ]
  const csvColumns: CsvColumn<DeviceType>[] = [
    { header: t`Название`, value: (type) => type.name },
    { header: t`Код`, value: (type) => type.code },
  ]

  const deleting = editing?.kind === 'delete' ? editing.type : null
  const deletingName = deleting?.name ?? ''
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Типы устройств`}
        lead={t`Устройства, с которых входят люди: по ним домены выбирают атрибуты идентификации.`}
      >
        <Button onPress={() => setEditing({ kind: 'edit', type: null })}>{t`Новый тип`}</Button>
        <ExportCsvButton
          fileName="devices-types"
          columns={csvColumns}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listDeviceTypesQuery(client, { ...list.query, ...filters, page, limit }),
            )
            return { items: data.devicesTypes, total: data.meta.total }
          }}
        />
      </PageHeader>
      <SearchFilter
        label={t`Поиск по названию и коду`}
        value={search.search}
        onSearch={(value) => list.setFilters({ search: value })}
      />
      <PagedTable
        label={t`Типы устройств`}
        columns={columns}
        list={list}
        query={types}
        items={types.data?.devicesTypes ?? []}
        total={types.data?.meta.total}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={search.search ? t`Ничего не найдено` : t`Типов устройств пока нет`}
          />
        }
      />
      {editing?.kind === 'edit' && (
        <DeviceTypeDialog type={editing.type} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteDialog
          title={t`Удалить тип устройства «${deletingName}»?`}
          onClose={() => setEditing(null)}
          onConfirm={() =>
            remove.mutateAsync({ params: { path: { id: deleting.id } } }).then(
              () => notify.success('devicesTypesDeleted'),
              (error: unknown) => {
                notify.failure('devicesTypesDeleteError', error)
                throw error
              },
            )
          }
        >
          {t`Домены перестанут предлагать этот тип для атрибутов идентификации устройств.`}
        </DeleteDialog>
      )}
    </div>
  )
}
