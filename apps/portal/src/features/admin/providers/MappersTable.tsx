import { useLingui } from '@lingui/react/macro'
import type { Mapper, MapperList, ProviderSync } from '@platform/sdk'
import {
  createBaseMappersMutation,
  deleteMapperMutation,
  setMapperEnabledMutation,
} from '@platform/sdk/query'
import { Button, EmptyState, Table, type TableColumn } from '@platform/ui'
import { type UseQueryResult, useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { ListFooter } from '../../../shared/list'
import { ActiveToggle } from '../shared/ActiveToggle'
import * as styles from '../shared/admin.css'
import { useNotify } from '../shared/notify'
import { RowActions } from '../shared/RowActions'
import { MappersExport } from './MappersExport'
import { mapperTypeTitles } from './texts'
import type { DialogPaging } from './use-dialog-paging'
import { useMapperSummary } from './use-mapper-summary'

const MapperDialog = lazyDialog(() =>
  import('./MapperDialog').then((module) => module.MapperDialog),
)

const DeleteDialog = lazyDialog(() =>
  import('../shared/DeleteDialog').then((module) => module.DeleteDialog),
)

interface MappersTableProps {
  sync: ProviderSync
  mappers: UseQueryResult<MapperList>
  paging: DialogPaging
}

type Editing = { kind: 'edit'; mapper: Mapper | null } | { kind: 'delete'; mapper: Mapper }

/** The mappers of a synchronisation: create, edit, switch, delete, and the base set. */
export function MappersTable({ sync, mappers, paging }: MappersTableProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const summary = useMapperSummary()
  const base = useMutation(createBaseMappersMutation(client))
  const remove = useMutation(deleteMapperMutation(client))
  const setEnabled = useMutation(setMapperEnabledMutation(client))
  const [editing, setEditing] = useState<Editing | null>(null)

  const createBase = () =>
    base.mutateAsync({ params: { path: { syncId: sync.id } } }).then(
      () => notify.success('mappersBaseCreated'),
      (error: unknown) => notify.failure('mappersCreateError', error),
    )
  const toggle = (mapper: Mapper) =>
    setEnabled
      .mutateAsync({ params: { path: { id: mapper.id } }, body: { enabled: !mapper.enabled } })
      .then(
        () => notify.success('mappersEnabledSaved'),
        (error: unknown) => notify.failure('mappersUpdateError', error),
      )

  const columns: TableColumn<Mapper>[] = [
    { id: 'name', title: t`Название`, cell: (mapper) => mapper.name, minWidth: 120 },
    {
      id: 'mapping',
      title: t`Тип и сопоставление`,
      // The type shares the cell: a column of its own would not leave room in the dialog.
      cell: (mapper) => `${i18n._(mapperTypeTitles[mapper.type])}: ${summary(mapper)}`,
      width: '2fr',
      minWidth: 200,
    },
    {
      id: 'enabled',
      title: t`Состояние`,
      minWidth: 150,
      cell: (mapper) => {
        const name = mapper.name
        return (
          <ActiveToggle
            name={name}
            isActive={mapper.enabled}
            confirmTitle={
              mapper.enabled ? t`Отключить маппинг «${name}»?` : t`Включить маппинг «${name}»?`
            }
            onConfirm={() => toggle(mapper)}
          >
            {mapper.enabled
              ? t`Следующие запуски синхронизации не будут его применять.`
              : t`Следующие запуски синхронизации будут его применять.`}
          </ActiveToggle>
        )
      },
    },
    {
      id: 'actions',
      title: t`Действия`,
      align: 'end',
      minWidth: 270,
      cell: (mapper) => (
        <RowActions
          name={mapper.name}
          onEdit={() => setEditing({ kind: 'edit', mapper })}
          onDelete={() => setEditing({ kind: 'delete', mapper })}
        />
      ),
    },
  ]

  const deleting = editing?.kind === 'delete' ? editing.mapper : null
  const deletingName = deleting?.name ?? ''
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button variant="secondary" onPress={() => setEditing({ kind: 'edit', mapper: null })}>
          {t`Новый маппинг`}
        </Button>
        {!sync.baseMappers && (
          <Button variant="secondary" isPending={base.isPending} onPress={() => void createBase()}>
            {t`Создать базовые маппинги`}
          </Button>
        )}
        <MappersExport syncId={sync.id} />
      </div>
      <Table
        aria-label={t`Маппинги`}
        columns={columns}
        items={mappers.data?.mappers ?? []}
        totalCount={mappers.data?.meta.total}
        isLoading={mappers.isFetching}
        errorMessage={mappers.isError ? i18n._(errorMessage(mappers.error)) : undefined}
        onRetry={() => void mappers.refetch()}
        emptyState={
          <EmptyState
            headingLevel={4}
            title={t`Маппингов пока нет`}
            description={t`Без маппингов синхронизация не запускается.`}
          />
        }
      />
      <ListFooter
        label={t`Маппинги`}
        total={mappers.data?.meta.total}
        page={paging.page}
        pageSize={paging.limit}
        pageSizes={paging.pageSizes}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
      {editing?.kind === 'edit' && (
        <MapperDialog syncId={sync.id} mapper={editing.mapper} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteDialog
          title={t`Удалить маппинг «${deletingName}»?`}
          onClose={() => setEditing(null)}
          onConfirm={() =>
            remove.mutateAsync({ params: { path: { id: deleting.id } } }).then(
              () => notify.success('mappersDeleted'),
              (error: unknown) => {
                notify.failure('mappersDeleteError', error)
                throw error
              },
            )
          }
        >
          {t`Следующие запуски синхронизации не будут его применять.`}
        </DeleteDialog>
      )}
    </div>
  )
}
