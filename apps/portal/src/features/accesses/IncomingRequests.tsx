import { useLingui } from '@lingui/react/macro'
import { listIncomingAccessRequestsQuery } from '@platform/sdk'
import { EmptyState } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../platform/hooks'
import { toRows, useRequestColumns } from './columns'
import { listQuery } from './model'
import { RequestsTable } from './RequestsTable'
import { useTableState } from './useTableState'

const sortable = [
  'requestDate',
  'responseDate',
  'userName',
  'requestCompanyName',
  'status',
] as const

/** A master user's incoming requests, read-only here: newest first, with their status. */
export function IncomingRequests() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const state = useTableState()
  const list = useQuery(
    listIncomingAccessRequestsQuery(
      client,
      listQuery(state.page, state.limit, state.sort, sortable),
    ),
  )
  const columns = useRequestColumns()
  return (
    <RequestsTable
      label={t`Входящие заявки`}
      columns={[
        columns.requestDate,
        columns.user,
        { ...columns.company, isRowHeader: false },
        columns.status,
        columns.email,
        columns.inn,
        columns.roles,
        columns.responseDate,
      ]}
      rows={toRows(list.data?.requests ?? [])}
      total={list.data?.meta.total}
      state={state}
      isLoading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      empty={
        <EmptyState
          headingLevel={2}
          title={t`Входящих заявок нет`}
          description={t`Здесь появятся заявки на доступ к вашим компаниям.`}
        />
      }
    />
  )
}
