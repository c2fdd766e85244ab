import { useLingui } from '@lingui/react/macro'
import type { NetworkAlias } from '@platform/sdk'
import { deleteNetworkAliasMutation, listNetworkAliasesQuery } from '@platform/sdk/query'
import { Button, EmptyState, type TableColumn } from '@platform/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { type CsvColumn, ExportCsvButton, useListState } from '../../../shared/list'
import { PagedTable } from '../../contractors/PagedTable'
import * as styles from '../shared/admin.css'
import { columnWidths } from '../shared/column-widths'
import { PageHeader } from '../shared/PageHeader'
import { useEditing } from '../shared/use-editing'
import { useRowColumns } from '../shared/use-row-columns'
import { AliasFilters } from './AliasFilters'

const NetworkAliasDialog = lazyDialog(() =>
  import('./NetworkAliasDialog').then((module) => module.NetworkAliasDialog),
)

const DeleteResourceDialog = lazyDialog(() =>
  import('../shared/DeleteResourceDialog').then((module) => module.DeleteResourceDialog),
)

const route = getRouteApi('/platform/setting/network-aliases')

/** An alias's addresses on one line: «10.54.0.0/16 (филиал), 10.55.0.1». */
const addressesOf = (alias: NetworkAlias) =>
  alias.ips.map((entry) => (entry.comment ? `${entry.ip} (${entry.comment})` : entry.ip)).join(', ')

/** /setting/network-aliases: named sets of addresses the lists use in place of a subnet. */
export function NetworkAliasesPage() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'name', direction: 'ascending' },
    sortColumns: ['name', 'comment'] as const,
  })
  const filters = { name: search.name, ip: search.ip }
  const aliases = useQuery(listNetworkAliasesQuery(client, { ...list.query, ...filters }))
  const remove = useMutation(deleteNetworkAliasMutation(client))
  const editing = useEditing<NetworkAlias>()
  const row = useRowColumns<NetworkAlias>((alias) => alias.name)

  const columns: TableColumn<NetworkAlias>[] = [
    {
      id: 'name',
      title: t`Название`,
      allowsSorting: true,
      minWidth: columnWidths.text,
      cell: (alias) => alias.name,
    },
    {
      id: 'ips',
      title: t`Адреса`,
      width: '2fr',
      minWidth: columnWidths.text,
      cell: (alias) => <span className={styles.code}>{addressesOf(alias)}</span>,
    },
    { id: 'comment', title: t`Комментарий`, allowsSorting: true, cell: (alias) => alias.comment },
    row.actions({ onEdit: editing.edit, onDelete: editing.remove }),
  ]
  const csvColumns: CsvColumn<NetworkAlias>[] = [
    { header: t`Название`, value: (alias) => alias.name },
    { header: t`Адреса`, value: addressesOf },
    { header: t`Комментарий`, value: (alias) => alias.comment ?? '' },
  ]

  const { deleting } = editing
  const deletingName = deleting?.name ?? ''
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Сетевые псевдонимы`}
        lead={t`Именованные наборы адресов: белый и чёрный списки принимают их вместо подсети.`}
      >
        <Button onPress={() => editing.edit(null)}>{t`Новый псевдоним`}</Button>
        <ExportCsvButton
          fileName="network-aliases"
          columns={csvColumns}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listNetworkAliasesQuery(client, { ...list.query, ...filters, page, limit }),
            )
            return { items: data.networks, total: data.meta.total }
          }}
        />
      </PageHeader>
      <AliasFilters filters={filters} onChange={(patch) => list.setFilters({ ...patch })} />
      <PagedTable
        label={t`Сетевые псевдонимы`}
        columns={columns}
        items={aliases.data?.networks ?? []}
        total={aliases.data?.meta.total}
        query={aliases}
        list={list}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={filters.name || filters.ip ? t`Ничего не найдено` : t`Псевдонимов пока нет`}
          />
        }
      />
      {editing.edited !== undefined && (
        <NetworkAliasDialog alias={editing.edited} onClose={editing.close} />
      )}
      {deleting && (
        <DeleteResourceDialog
          title={t`Удалить сетевой псевдоним «${deletingName}»?`}
          snackbars={'networkAlias'}
          remove={() => remove.mutateAsync({ params: { path: { id: deleting.id } } })}
          onClose={editing.close}
        >
          {t`Псевдоним, который используют записи белого или чёрного списка, не удаляется: сначала измените или удалите эти записи.`}
        </DeleteResourceDialog>
      )}
    </div>
  )
}
