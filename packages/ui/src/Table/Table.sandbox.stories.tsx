import { useLingui } from '@lingui/react/macro'
import { createSandbox, demoPassword } from '@platform/sandbox'
import {
  type ChangeHistoryRow,
  createPlatformClient,
  login,
  type PlatformClient,
} from '@platform/sdk'
import { listHistoryQuery } from '@platform/sdk/query'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { SortDescriptor } from 'react-aria-components'
import { expect, waitFor, within } from 'storybook/test'
import { Pagination } from '../Pagination/Pagination'
import { Table, type TableColumn } from './Table'

/**
 * The kit with live data: the sandbox runs in the browser as the SDK's fetch, so sorting and
 * paging go to the (emulated) platform and back, as in the portal.
 */
async function signedInClient(): Promise<PlatformClient> {
  const sandbox = createSandbox({ now: () => new Date('2026-11-21T09:00:00Z') })
  const client = createPlatformClient({
    baseUrl: 'http://sandbox.test/api/v1',
    fetch: sandbox.fetch,
  })
  await login(client, {
    params: { path: { idAttribute: 'login' } },
    body: { flow: 'credentials', login: 'admin', password: demoPassword },
  })
  return client
}

const pending = signedInClient()

function HistoryTable({ client }: { client: PlatformClient }) {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'descending' })
  const history = useQuery({
    ...listHistoryQuery(client, {
      page,
      limit: 20,
      sortBy: sort.column === 'changer' ? 'changer' : 'date',
      sort: sort.direction === 'ascending' ? 'asc' : 'desc',
    }),
    placeholderData: keepPreviousData,
  })
  const columns: TableColumn<ChangeHistoryRow>[] = [
    { id: 'date', title: t`Дата`, cell: (row) => row.date.slice(0, 10), allowsSorting: true },
    {
      id: 'changer',
      title: t`Кто изменил`,
      cell: (row) => row.changer?.fio ?? '—',
      allowsSorting: true,
      isRowHeader: true,
    },
    { id: 'entity', title: t`Объект`, cell: (row) => row.entityTitle ?? row.entity },
    { id: 'type', title: t`Изменение`, cell: (row) => row.type },
  ]
  const meta = history.data?.meta
  return (
    <>
      <Table
        aria-label={t`История изменений`}
        columns={columns}
        items={history.data?.history ?? []}
        isLoading={history.isFetching}
        errorMessage={history.error ? t`Не удалось загрузить историю` : undefined}
        onRetry={() => void history.refetch()}
        totalCount={meta?.total}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next)
          setPage(1)
        }}
      />
      {meta && (
        <Pagination
          page={page}
          pageCount={Math.ceil(meta.total / meta.limit)}
          onPageChange={setPage}
        />
      )}
    </>
  )
}

const meta = {
  title: 'Data/Table with sandbox data',
  component: HistoryTable,
  loaders: [async () => ({ client: await pending })],
  render: (_args, { loaded }) => (
    <QueryClientProvider client={new QueryClient()}>
      <HistoryTable client={loaded.client as PlatformClient} />
    </QueryClientProvider>
  ),
} satisfies Meta<typeof HistoryTable>

export default meta
type Story = StoryObj<typeof meta>

export const ChangeHistory: Story = {
  args: { client: undefined as unknown as PlatformClient },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // More than 5,000 history rows in the sandbox; the table shows their total.
    await waitFor(() => expect(canvas.getByText(/5[\s {2},’']?\d{3}/)).toBeVisible(), {
      timeout: 10_000,
    })
  },
}
