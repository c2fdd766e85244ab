import { Trans, useLingui } from '@lingui/react/macro'
import { type AccessRequest, listAccessRequestsQuery } from '@platform/sdk'
import { Button, EmptyState, type TableColumn } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../platform/hooks'
import { type RequestRow, toRows, useRequestColumns } from './columns'
import { canWithdraw, listQuery } from './model'
import { RequestsTable } from './RequestsTable'
import { useTableState } from './useTableState'
import { WithdrawDialog } from './WithdrawDialog'

const sortable = ['requestDate', 'responseDate', 'requestCompanyName', 'status'] as const

/** The person's own requests (the default tab): newest first, with a withdraw action. */
export function OutgoingRequests({ onCreate }: { onCreate: () => void }) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const state = useTableState()
  const list = useQuery(
    listAccessRequestsQuery(client, listQuery(state.page, state.limit, state.sort, sortable)),
  )
  const [withdrawing, setWithdrawing] = useState<AccessRequest | null>(null)
  const columns = useRequestColumns()
  const actions: TableColumn<RequestRow> = {
    id: 'actions',
    title: t`Действия`,
    width: 150,
    cell: (row) =>
      canWithdraw(row) ? (
        <Button variant="quiet" onPress={() => setWithdrawing(row)}>
          <Trans>Отозвать</Trans>
        </Button>
      ) : null,
  }
  return (
    <>
      <RequestsTable
        label={t`Мои заявки`}
        columns={[
          columns.requestDate,
          columns.company,
          columns.status,
          actions,
          columns.inn,
          columns.kpp,
          columns.roles,
          columns.responseDate,
          columns.note,
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
            title={t`Заявок пока нет`}
            description={t`Отправьте заявку, чтобы получить доступ к компании.`}
            action={<Button onPress={onCreate}>{t`Новая заявка`}</Button>}
          />
        }
      />
      <WithdrawDialog request={withdrawing} onClose={() => setWithdrawing(null)} />
    </>
  )
}
