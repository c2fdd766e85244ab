import { Trans, useLingui } from '@lingui/react/macro'
import type { AccessRequest } from '@platform/sdk'
import { listAccessRequestsQuery } from '@platform/sdk/query'
import { Button, EmptyState, type TableColumn } from '@platform/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { usePlatform } from '../../platform/hooks'
import { lazyDialog } from '../../shared/lazy-part'
import { ExportCsvButton, useListState } from '../../shared/list'
import { PagedTable } from '../contractors/PagedTable'
import * as styles from './AccessRequestsPage.css'
import { type RequestRow, toRows, useRequestColumns } from './columns'
import { useRequestCsvColumns } from './incoming/csv-columns'
import * as incomingStyles from './incoming/incoming.css'
import { isUnderReview } from './model'

const WithdrawDialog = lazyDialog(
  () => import('./WithdrawDialog').then((module) => module.WithdrawDialog),
  { isOpen: (props) => props.request !== null },
)

const route = getRouteApi('/accesses/accesses/requests/access')

const sortColumns = ['requestDate', 'responseDate', 'requestCompanyName', 'status'] as const

/**
 * The person's own requests (the default tab): newest first, page and sort in the address,
 * the person's page size, an export of all of them, and a withdraw action.
 */
export function OutgoingRequests({ onCreate }: { onCreate: () => void }) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'requestDate', direction: 'descending' },
    sortColumns,
  })
  const requests = useQuery(listAccessRequestsQuery(client, list.query))
  const [withdrawing, setWithdrawing] = useState<AccessRequest | null>(null)
  const columns = useRequestColumns()
  const csvColumns = useRequestCsvColumns()
  const actions: TableColumn<RequestRow> = {
    id: 'actions',
    title: t`Действия`,
    width: 150,
    cell: (row) =>
      isUnderReview(row) ? (
        <Button variant="quiet" onPress={() => setWithdrawing(row)}>
          <Trans>Отозвать</Trans>
        </Button>
      ) : null,
  }
  const total = requests.data?.meta.total
  return (
    <div className={styles.tableArea}>
      <div className={incomingStyles.toolbar}>
        <ExportCsvButton
          fileName="access-requests"
          columns={csvColumns}
          isDisabled={!total}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listAccessRequestsQuery(client, { ...list.query, page, limit }),
            )
            return { items: data.requests, total: data.meta.total }
          }}
        />
      </div>
      <PagedTable
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
        items={toRows(requests.data?.requests ?? [])}
        query={requests}
        total={total}
        list={list}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={t`Заявок пока нет`}
            description={t`Отправьте заявку, чтобы получить доступ к компании.`}
            action={<Button onPress={onCreate}>{t`Новая заявка`}</Button>}
          />
        }
      />
      <WithdrawDialog request={withdrawing} onClose={() => setWithdrawing(null)} />
    </div>
  )
}
