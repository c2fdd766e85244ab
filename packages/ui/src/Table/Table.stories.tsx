import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import type { SortDescriptor } from 'react-aria-components'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { EmptyState } from '../EmptyState/EmptyState'
import { StatusBadge, type StatusBadgeVariant } from '../StatusBadge/StatusBadge'
import { Table, type TableColumn } from './Table'

interface AccessRequest {
  id: number
  company: string
  inn: string
  status: 'considered' | 'approved' | 'failure' | 'duplicate' | 'remove'
  date: string
}

const statuses: Record<AccessRequest['status'], [StatusBadgeVariant, string]> = {
  considered: ['info', 'На рассмотрении'],
  approved: ['success', 'Одобрена'],
  failure: ['error', 'Отклонена'],
  duplicate: ['disabled', 'Дубликат'],
  remove: ['warning', 'Отозвана'],
}
const statusKeys = Object.keys(statuses) as AccessRequest['status'][]

function makeRequests(count: number): AccessRequest[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    company: `ООО «Компания ${index + 1}»`,
    inn: String(7700000000 + index),
    status: statusKeys[index % statusKeys.length] ?? 'considered',
    date: `${String((index % 28) + 1).padStart(2, '0')}.0${(index % 9) + 1}.2026`,
  }))
}

const columns: TableColumn<AccessRequest>[] = [
  { id: 'company', title: 'Компания', cell: (r) => r.company, allowsSorting: true, width: '2fr' },
  { id: 'inn', title: 'ИНН', cell: (r) => r.inn, allowsSorting: true, align: 'end' },
  {
    id: 'status',
    title: 'Статус',
    cell: (r) => {
      const [variant, text] = statuses[r.status]
      return <StatusBadge variant={variant}>{text}</StatusBadge>
    },
  },
  { id: 'date', title: 'Дата', cell: (r) => r.date },
]

const few = makeRequests(6)
const many = makeRequests(10_000)

function sortBy(items: AccessRequest[], sort: SortDescriptor | undefined) {
  if (!sort) return items
  const key = sort.column as 'company' | 'inn'
  const sorted = [...items].sort((a, b) => a[key].localeCompare(b[key], 'ru', { numeric: true }))
  return sort.direction === 'descending' ? sorted.reverse() : sorted
}

const meta = {
  title: 'Data/Table',
  component: Table<AccessRequest>,
  args: {
    'aria-label': 'Заявки на доступ',
    columns,
    items: few,
    totalCount: few.length,
    height: 'sm',
    onSelectionChange: fn(),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    height: { control: 'inline-radio', options: ['page', 'sm', 'md', 'lg'] },
  },
  render: function Render(args) {
    const [sort, setSort] = useState<SortDescriptor>({
      column: 'company',
      direction: 'ascending',
    })
    const items = useMemo(() => sortBy([...args.items], sort), [args.items, sort])
    return <Table {...args} items={items} sortDescriptor={sort} onSortChange={setSort} />
  },
} satisfies Meta<typeof Table<AccessRequest>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const inn = canvas.getByRole('columnheader', { name: 'ИНН' })
    await userEvent.click(inn)
    await expect(inn).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(inn)
    await expect(inn).toHaveAttribute('aria-sort', 'descending')
  },
}

export const SingleSelection: Story = { args: { selectionMode: 'single' } }

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: [2, 3] },
}

export const Loading: Story = { args: { items: [], totalCount: undefined, isLoading: true } }

export const Refreshing: Story = { args: { isLoading: true } }

export const Empty: Story = {
  args: {
    items: [],
    totalCount: 0,
    emptyState: (
      <EmptyState
        title="Заявок пока нет"
        description="Здесь появятся заявки на доступ к компаниям."
        headingLevel={2}
      />
    ),
  },
}

export const LoadError: Story = {
  args: {
    items: [],
    totalCount: undefined,
    errorMessage: 'Не удалось загрузить заявки',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить заявки')
    await userEvent.click(canvas.getByRole('button', { name: /Повторить|Retry/ }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/**
 * 10,000 rows: the first screen shows at once and the rest are built in the background, a
 * chunk at a time; only the visible rows are in the DOM, the rest come as you scroll.
 */
export const TenThousandRows: Story = {
  args: { items: many, totalCount: many.length, height: 'md', selectionMode: 'multiple' },
  // The first screen comes before the rest of the rows: they are built while the browser is
  // idle, so even the story's render (which waits for React's pending work) does not wait for
  // them. The component tests walk to the last row from the keyboard.
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid')
    await expect(Number(grid.getAttribute('aria-rowcount'))).toBeLessThan(many.length + 1)
    await expect(
      await within(grid).findByRole('row', { name: 'ООО «Компания 1»' }),
    ).toBeInTheDocument()
    await expect(grid.querySelectorAll('[role="row"]').length).toBeLessThan(100)
  },
}

/** Rows that expand to what they hold: the arrows, Enter, a click or the chevron. */
export const ExpandableRows: Story = {
  args: {
    renderDetail: (request) => (
      <dl>
        <dt>Компания</dt>
        <dd>{request.company}</dd>
        <dt>ИНН</dt>
        <dd>{request.inn}</dd>
      </dl>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = canvas.getByRole('row', { name: 'ООО «Компания 1»' })
    await expect(row).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(row)
    await expect(row).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(canvas.getByText('7700000000', { selector: 'dd' })).toBeVisible())
  },
}
