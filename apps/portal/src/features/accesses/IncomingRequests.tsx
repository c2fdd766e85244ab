import { Trans, useLingui } from '@lingui/react/macro'
import type { AccessRequest } from '@platform/sdk'
import { listIncomingAccessRequestsQuery } from '@platform/sdk/query'
import { Button, EmptyState, type TableColumn } from '@platform/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { usePlatform } from '../../platform/hooks'
import { lazyDialog } from '../../shared/lazy-part'
import { ExportCsvButton, useListState } from '../../shared/list'
import { PagedTable } from '../contractors/PagedTable'
import * as styles from './AccessRequestsPage.css'
import { type RequestRow, toRows, useRequestColumns } from './columns'
import { useRequestCsvColumns } from './incoming/csv-columns'
import { IncomingFilters, isDateRangeReversed } from './incoming/IncomingFilters'
import * as incomingStyles from './incoming/incoming.css'
import { isUnderReview } from './model'

const DecisionDialog = lazyDialog(
  () => import('./decision/DecisionDialog').then((module) => module.DecisionDialog),
  {
    isOpen: (props) => props.request !== null,
    close: (props) => props.onClose(false),
  },
)

const route = getRouteApi('/accesses/accesses/requests/access')

const sortColumns = [
  'requestDate',
  'responseDate',
  'userName',
  'requestCompanyName',
  'status',
] as const

/**
 * A master user's incoming requests: filters in the address, newest first, a decision for
 * each request under review.
 */
export function IncomingRequests() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'requestDate', direction: 'descending' },
    sortColumns,
  })
  const filters = {
    status: search.status,
    search: search.search,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
  }
  const reversed = isDateRangeReversed(filters)
  const query = { ...filters, ...list.query }
  const requests = useQuery({
    ...listIncomingAccessRequestsQuery(client, query),
    enabled: !reversed,
  })
  const [deciding, setDeciding] = useState<AccessRequest | null>(null)
  const tableArea = useRef<HTMLDivElement>(null)
  const columns = useRequestColumns()
  const csvColumns = useRequestCsvColumns()
  const decide: TableColumn<RequestRow> = {
    id: 'decision',
    title: t`Решение`,
    width: 150,
    cell: (row) =>
      isUnderReview(row) ? (
        <Button variant="secondary" onPress={() => setDeciding(row)}>
          <Trans>Рассмотреть</Trans>
        </Button>
      ) : null,
  }
  const total = requests.data?.meta.total
  const filtered = Object.values(filters).some(Boolean)
  return (
    <div className={styles.tableArea} ref={tableArea}>
      <IncomingFilters filters={filters} onChange={list.setFilters} />
      <div className={incomingStyles.toolbar}>
        <ExportCsvButton
          fileName="incoming-requests"
          columns={csvColumns}
          isDisabled={!total}
          fetchPage={async (page, limit) => {
            const data = await queryClient.fetchQuery(
              listIncomingAccessRequestsQuery(client, { ...query, page, limit }),
            )
            return { items: data.requests, total: data.meta.total }
          }}
        />
      </div>
      <PagedTable
        label={t`Входящие заявки`}
        columns={[
          columns.requestDate,
          columns.user,
          columns.status,
          decide,
          { ...columns.company, isRowHeader: false },
          columns.email,
          columns.inn,
          columns.roles,
          columns.responseDate,
          columns.note,
        ]}
        items={toRows(requests.data?.requests ?? [])}
        query={requests}
        total={reversed ? undefined : total}
        list={list}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={filtered ? t`Ничего не найдено` : t`Входящих заявок нет`}
            description={
              filtered
                ? t`Измените или сбросьте фильтры.`
                : t`Здесь появятся заявки на доступ к вашим компаниям.`
            }
          />
        }
      />
      <DecisionDialog
        request={deciding}
        onClose={(decided) => {
          setDeciding(null)
          // The row's button is gone once decided: focus goes to the table instead.
          if (decided) tableArea.current?.querySelector<HTMLElement>('[role="grid"]')?.focus()
        }}
      />
    </div>
  )
}
