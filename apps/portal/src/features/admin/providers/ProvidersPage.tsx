import { useLingui } from '@lingui/react/macro'
import { type ProviderListItem, providerSortByValues } from '@platform/sdk'
import { deleteProviderMutation, listProvidersQuery } from '@platform/sdk/query'
import { Button, EmptyState, Table, type TableColumn } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { ListFooter, useListState } from '../../../shared/list'
import * as styles from '../shared/admin.css'
import { useNotify } from '../shared/notify'
import { PageHeader } from '../shared/PageHeader'
import { RowActions } from '../shared/RowActions'
import { ProvidersExport } from './ProvidersExport'
import { ProviderToggle } from './ProviderToggle'
import { providerTypeTitles } from './texts'

const ProviderCreateDialog = lazyDialog(() =>
  import('./ProviderCreateDialog').then((module) => module.ProviderCreateDialog),
)

const ProviderDialog = lazyDialog(() =>
  import('./ProviderDialog').then((module) => module.ProviderDialog),
)

const DeleteDialog = lazyDialog(() =>
  import('../shared/DeleteDialog').then((module) => module.DeleteDialog),
)

const route = getRouteApi('/platform/setting/providers')

type Editing =
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'delete'; provider: ProviderListItem }

/** /setting/providers: the directories users come from, their synchronisation and mappers. */
export function ProvidersPage() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'name', direction: 'ascending' },
    sortColumns: providerSortByValues,
  })
  const providers = useQuery(listProvidersQuery(client, list.query))
  const remove = useMutation(deleteProviderMutation(client))
  const [editing, setEditing] = useState<Editing | null>(null)

  const columns: TableColumn<ProviderListItem>[] = [
    {
      id: 'name',
      title: t`Название`,
      cell: (provider) => provider.name,
      allowsSorting: true,
      minWidth: 150,
    },
    {
      id: 'type',
      title: t`Тип`,
      cell: (provider) => i18n._(providerTypeTitles[provider.type]),
      allowsSorting: true,
      minWidth: 100,
    },
    {
      id: 'realm',
      title: t`Realm`,
      cell: (provider) => provider.realm,
      allowsSorting: true,
      minWidth: 100,
    },
    {
      id: 'url',
      title: t`Адрес`,
      cell: (provider) => <span className={styles.code}>{provider.url}</span>,
      allowsSorting: true,
      width: '2fr',
      minWidth: 180,
    },
    {
      id: 'enabled',
      title: t`Состояние`,
      cell: (provider) => <ProviderToggle provider={provider} />,
      allowsSorting: true,
      minWidth: 150,
    },
    {
      id: 'actions',
      title: t`Действия`,
      align: 'end',
      minWidth: 270,
      cell: (provider) => (
        <RowActions
          name={provider.name}
          onEdit={() => setEditing({ kind: 'edit', id: provider.id })}
          onDelete={() => setEditing({ kind: 'delete', provider })}
        />
      ),
    },
  ]

  const deleting = editing?.kind === 'delete' ? editing.provider : null
  const deletingName = deleting?.name ?? ''
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Провайдеры`}
        lead={t`Внешние каталоги, из которых платформа получает пользователей: подключение, синхронизация и маппинги.`}
      >
        <Button onPress={() => setEditing({ kind: 'create' })}>{t`Новый провайдер`}</Button>
        <ProvidersExport query={list.query} />
      </PageHeader>
      <Table
        aria-label={t`Провайдеры`}
        columns={columns}
        items={providers.data?.providers ?? []}
        totalCount={providers.data?.meta.total}
        isLoading={providers.isFetching}
        errorMessage={providers.isError ? i18n._(errorMessage(providers.error)) : undefined}
        onRetry={() => void providers.refetch()}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.onSortChange}
        height="page"
        emptyState={<EmptyState headingLevel={2} title={t`Провайдеров пока нет`} />}
      />
      <ListFooter
        label={t`Провайдеры`}
        total={providers.data?.meta.total}
        page={list.page}
        pageSize={list.limit}
        pageSizes={list.pageSizes}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      {editing?.kind === 'create' && (
        <ProviderCreateDialog
          onCreated={(id) => setEditing({ kind: 'edit', id })}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'edit' && (
        <ProviderDialog id={editing.id} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteDialog
          title={t`Удалить провайдера «${deletingName}»?`}
          onClose={() => setEditing(null)}
          onConfirm={() =>
            remove.mutateAsync({ params: { path: { id: deleting.id } } }).then(
              () => notify.success('providersDeleted'),
              (error: unknown) => {
                notify.failure('providersDeleteError', error)
                throw error
              },
            )
          }
        >
          {t`Его синхронизация и маппинги удаляются вместе с ним. Вернуть доступ пользователям, пришедшим из этого провайдера, сможет только администратор приложения контактов и компаний.`}
        </DeleteDialog>
      )}
    </div>
  )
}
