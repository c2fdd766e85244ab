import { useState } from 'react'
import type { Selection, SortDescriptor } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { Button } from '../Button/Button'
import { EmptyState } from '../EmptyState/EmptyState'
import { renderWithI18n } from '../private/renderWithI18n'
import { Table, type TableColumn, type TableProps } from './Table'

interface Person {
  id: number
  name: string
  email: string
}

const people: Person[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  name: `Сотрудник ${index + 1}`,
  email: `user${index + 1}@example.ru`,
}))

const columns: TableColumn<Person>[] = [
  { id: 'name', title: 'Имя', cell: (p) => p.name, allowsSorting: true },
  { id: 'email', title: 'Почта', cell: (p) => p.email },
]

function renderTable(props: Partial<TableProps<Person>> = {}, locale: 'ru' | 'en' = 'ru') {
  return renderWithI18n(
    <Table aria-label="Сотрудники" columns={columns} items={people.slice(0, 3)} {...props} />,
    { locale },
  )
}

const rowsIn = (grid: Element) => grid.querySelectorAll('[role="row"]')

/** The keys of the last selection change, in order. */
function lastSelection(handler: { mock: { lastCall?: [Selection] } }) {
  const keys = handler.mock.lastCall?.[0]
  return keys instanceof Set ? [...keys] : keys
}

/**
 * The tests that go through every row build them all with React's development build: 3 to 4 s
 * of CPU alone for 10,000 rows on a two-core machine (about a second for 2,000), several times
 * that when the suite's other browser pages and checks share the cores. Their limits only catch
 * a hang: the table's speed is measured by the kit's bench (`npm run bench -w @platform/ui`),
 * not by a test's clock.
 */
const allRowsLimit = 60_000
/** The wait for every row to be built, shorter than the test's limit so that it says so. */
const allRowsBuilt = 45_000

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))

describe('Table', () => {
  it('keeps the retry of a failed table as tall as its rows within reach', async () => {
    const onRetry = vi.fn()
    const screen = await renderTable({
      items: [],
      height: 'page',
      errorMessage: 'Не удалось загрузить',
      onRetry,
    })
    const retry = screen.getByRole('button', { name: 'Повторить' })
    await expect.element(retry).toBeVisible()
    const box = retry.element().getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    expect(retry.element().contains(hit)).toBe(true)
    await retry.click()
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('keeps columns with a least width readable in a narrow box: the table scrolls sideways', async () => {
    const wide = columns.map((column) => ({ ...column, minWidth: 240 }))
    const screen = await renderWithI18n(
      <div style={{ width: 300 }}>
        <Table aria-label="Сотрудники" columns={wide} items={people.slice(0, 3)} />
      </div>,
    )
    const grid = screen.getByRole('grid', { name: 'Сотрудники' })
    await expect.element(screen.getByRole('columnheader', { name: 'Почта' })).toBeInTheDocument()
    const header = screen.getByRole('columnheader', { name: 'Почта' }).element()
    expect(header.getBoundingClientRect().width).toBeGreaterThanOrEqual(240)
    expect(grid.element().scrollWidth).toBeGreaterThan(grid.element().clientWidth)
  })

  it('keeps the state without rows whole and in view when the columns are wider than the box', async () => {
    const wide = columns.map((column) => ({ ...column, minWidth: 400 }))
    const screen = await renderWithI18n(
      <div style={{ width: 320 }}>
        <Table
          aria-label="Сотрудники"
          columns={wide}
          items={[]}
          height="page"
          emptyState={
            <EmptyState
              title="Сотрудников пока нет"
              description="Пригласите сотрудников, чтобы они могли войти в компанию."
              action={<Button>Пригласить</Button>}
            />
          }
        />
      </div>,
    )
    const invite = screen.getByRole('button', { name: 'Пригласить' })
    await expect.element(invite).toBeVisible()
    const grid = screen.getByRole('grid', { name: 'Сотрудники' }).element()
    expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth)
    const box = grid.getBoundingClientRect()
    for (const part of [screen.getByText('Пригласите сотрудников', { exact: false }), invite]) {
      const rect = part.element().getBoundingClientRect()
      expect(rect.left).toBeGreaterThanOrEqual(box.left)
      expect(rect.right).toBeLessThanOrEqual(box.right)
      expect(rect.bottom).toBeLessThanOrEqual(box.bottom)
    }
    const rect = invite.element().getBoundingClientRect()
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
    expect(invite.element().contains(hit)).toBe(true)
  })

  it('keeps only a window of 10,000 rows in the DOM, also after scrolling to the end', {
    timeout: allRowsLimit,
  }, async () => {
    const screen = await renderTable({ items: people, height: 'sm' })
    const grid = screen.getByRole('grid', { name: 'Сотрудники' })
    await expect
      .element(screen.getByRole('row', { name: 'Сотрудник 1', exact: true }))
      .toBeVisible()
    // The rows below the first screen are built while the browser is idle: seconds with React's
    // development build, more on a busy machine. Scrolling to the end needs them all.
    await expect.element(grid, { timeout: allRowsBuilt }).toHaveAttribute('aria-rowcount', '10001')
    const element = grid.element()
    expect(rowsIn(element).length).toBeLessThan(100)

    element.scrollTop = element.scrollHeight
    await expect
      .element(screen.getByRole('row', { name: 'Сотрудник 10000', exact: true }))
      .toBeVisible()
    expect(rowsIn(element).length).toBeLessThan(100)
    expect(screen.getByRole('row', { name: 'Сотрудник 1', exact: true }).elements()).toHaveLength(0)
  })

  for (const height of ['sm', 'page'] as const) {
    it(`shows the right rows in place after jumps of the scrollbar down, back up and to the end (${height})`, {
      timeout: allRowsLimit,
    }, async () => {
      const rowHeight = 40
      const screen = await renderTable({ items: people.slice(0, 2_000), height, rowHeight })
      const grid = screen.getByRole('grid', { name: 'Сотрудники' })
      await expect.element(grid, { timeout: allRowsBuilt }).toHaveAttribute('aria-rowcount', '2001')
      const element = grid.element() as HTMLElement
      // A box of its own scrolls itself; a table as tall as its rows scrolls with the page.
      const jumpTo = (index: number) => {
        if (height === 'sm') element.scrollTop = (index - 1) * rowHeight
        else {
          const top = element.getBoundingClientRect().top + window.scrollY
          window.scrollTo(0, top + index * rowHeight)
        }
      }
      const view = () =>
        height === 'sm' ? element.getBoundingClientRect() : { top: 0, bottom: window.innerHeight }
      try {
        // Each jump lands far from every row laid out so far (the last one back up, from the
        // end), and the rows shown there are the ones that belong there, in view.
        for (const index of [1_200, 1, 600, 2_000, 1_959]) {
          jumpTo(index)
          const row = screen.getByRole('row', { name: `Сотрудник ${index}`, exact: true })
          await expect.element(row).toBeInTheDocument()
          await nextFrame()
          const placed = row.element().getBoundingClientRect()
          expect(placed.bottom).toBeGreaterThan(view().top)
          expect(placed.top).toBeLessThan(view().bottom)
          expect(row.element().getAttribute('aria-rowindex')).toBe(String(index + 1))
          expect(rowsIn(element).length).toBeLessThan(100)
        }
      } finally {
        window.scrollTo(0, 0)
      }
    })
  }

  it('keeps the focused row focused in the DOM while the scrollbar jumps away and back', {
    timeout: allRowsLimit,
  }, async () => {
    const screen = await renderTable({ items: people.slice(0, 2_000), height: 'sm' })
    const grid = screen.getByRole('grid', { name: 'Сотрудники' })
    await expect.element(grid, { timeout: allRowsBuilt }).toHaveAttribute('aria-rowcount', '2001')
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const third = screen.getByRole('row', { name: 'Сотрудник 3', exact: true })
    expect(document.activeElement).toBe(third.element())

    const element = grid.element() as HTMLElement
    for (const top of [element.scrollHeight, element.scrollHeight / 2, 0]) {
      element.scrollTop = top
      await nextFrame()
      await nextFrame()
      expect(document.activeElement).toBe(third.element())
    }
    await expect
      .element(screen.getByRole('row', { name: 'Сотрудник 1', exact: true }))
      .toBeVisible()
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(
      screen.getByRole('row', { name: 'Сотрудник 4', exact: true }).element(),
    )
  })

  // react-aria's virtualiser closes its rows to the pointer while the table scrolls and for
  // 300 ms after (an inline pointer-events: none): a person who scrolls, then taps a row's button
  // at once, pressed nothing. Its 300 ms timer is held here, so the press comes while the rows
  // would still be closed to the pointer, whatever the machine's pace.
  for (const height of ['sm', 'page'] as const) {
    it(`takes a press on a row's button right after a scroll (${height})`, async () => {
      const pressed = vi.fn()
      const withAction: TableColumn<Person>[] = [
        ...columns,
        {
          id: 'action',
          title: 'Действие',
          cell: (p) => <Button onPress={() => pressed(p.id)}>{`Изменить ${p.name}`}</Button>,
        },
      ]
      const screen = await renderTable({ items: people.slice(0, 200), columns: withAction, height })
      const grid = screen.getByRole('grid', { name: 'Сотрудники' })
      await expect
        .element(screen.getByRole('row', { name: 'Сотрудник 1', exact: true }))
        .toBeVisible()
      const element = grid.element() as HTMLElement
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      try {
        if (height === 'sm') element.scrollTop = 5 * 48
        else window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 5 * 48)
        const button = screen.getByRole('button', { name: 'Изменить Сотрудник 8', exact: true })
        await expect.element(button).toBeInTheDocument()
        await nextFrame()
        // force: Playwright would otherwise wait until the button takes the pointer again.
        await userEvent.click(button, { force: true })
        expect(pressed).toHaveBeenCalledWith(8)
      } finally {
        vi.useRealTimers()
        window.scrollTo(0, 0)
      }
    })
  }

  it('moves through virtualised rows from the keyboard, down to the last one', {
    timeout: allRowsLimit,
  }, async () => {
    const screen = await renderTable({ items: people, height: 'sm' })
    await userEvent.tab()
    const first = screen.getByRole('row', { name: 'Сотрудник 1', exact: true })
    expect(document.activeElement).toBe(first.element())

    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(
      screen.getByRole('row', { name: 'Сотрудник 3', exact: true }).element(),
    )

    await userEvent.keyboard('{PageDown}')
    const afterPage = document.activeElement?.getAttribute('aria-rowindex')
    expect(Number(afterPage)).toBeGreaterThan(4)

    await userEvent.keyboard('{Control>}{End}{/Control}')
    await nextFrame()
    const last = screen.getByRole('row', { name: 'Сотрудник 10000', exact: true })
    await expect.element(last).toBeVisible()
    expect(document.activeElement).toBe(last.element())
    expect(rowsIn(screen.getByRole('grid').element()).length).toBeLessThan(100)
  })

  it('sorts by a column from the keyboard and shows the direction', async () => {
    function Sorted() {
      const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' })
      const items = [...people.slice(0, 3)].sort((a, b) =>
        sort.direction === 'ascending' ? a.id - b.id : b.id - a.id,
      )
      return (
        <Table
          aria-label="Сотрудники"
          columns={columns}
          items={items}
          sortDescriptor={sort}
          onSortChange={setSort}
        />
      )
    }
    const screen = await renderWithI18n(<Sorted />)
    const header = screen.getByRole('columnheader', { name: 'Имя' })
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending')

    await userEvent.tab()
    await userEvent.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(header.element())
    await userEvent.keyboard('{Enter}')
    await expect.element(header).toHaveAttribute('aria-sort', 'descending')
    const firstRow = screen.getByRole('row').nth(1)
    await expect.element(firstRow).toHaveTextContent('Сотрудник 3')
    await expect
      .element(screen.getByRole('columnheader', { name: 'Почта' }))
      .not.toHaveAttribute('aria-sort')
  })

  it('selects one row with Space in single mode', async () => {
    const onSelectionChange = vi.fn<(keys: Selection) => void>()
    const screen = await renderTable({ selectionMode: 'single', onSelectionChange })
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown} ')
    const second = screen.getByRole('row', { name: 'Сотрудник 2', exact: true })
    await expect.element(second).toHaveAttribute('aria-selected', 'true')
    expect(lastSelection(onSelectionChange)).toEqual([2])
    expect(screen.getByRole('checkbox').elements()).toHaveLength(0)
  })

  it('selects several rows with named checkboxes in multiple mode', async () => {
    const onSelectionChange = vi.fn<(keys: Selection) => void>()
    const screen = await renderTable({ selectionMode: 'multiple', onSelectionChange })
    expect(screen.getByRole('checkbox').elements()).toHaveLength(4)
    await expect.element(screen.getByRole('checkbox', { name: /Сотрудник 1$/ })).toBeInTheDocument()

    await userEvent.tab()
    await userEvent.keyboard(' {ArrowDown}{ArrowDown} ')
    await expect
      .element(screen.getByRole('row', { name: 'Сотрудник 3', exact: true }))
      .toHaveAttribute('aria-selected', 'true')
    await expect.element(screen.getByRole('checkbox', { name: /Сотрудник 3$/ })).toBeChecked()
    expect(lastSelection(onSelectionChange)).toEqual([1, 3])

    const selectAll = screen.getByRole('checkbox', { name: 'Выбрать все' }).element()
    const selectAllLabel = selectAll.closest('label')
    if (!selectAllLabel) throw new Error('the select-all checkbox has no label')
    await userEvent.click(selectAllLabel)
    expect(lastSelection(onSelectionChange)).toBe('all')
  })

  it('shows a named spinner and is busy while the first rows load', async () => {
    const screen = await renderTable({ items: [], isLoading: true })
    await expect.element(screen.getByRole('progressbar', { name: 'Загрузка данных' })).toBeVisible()
    const grid = screen.getByRole('grid').element()
    expect(grid.closest('[aria-busy="true"]')).not.toBeNull()
  })

  it('draws the grid of its first load after the page, in a box that keeps its size', async () => {
    // Frames are held until the test lets them run, so "before the next frame" is certain.
    const frames: FrameRequestCallback[] = []
    const requestFrame = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback))
    try {
      const screen = await renderTable({ items: [], isLoading: true, height: 'page' })
      const container = screen.container.querySelector('[aria-busy="true"]')
      if (!(container instanceof HTMLElement)) throw new Error('no busy table')
      expect(screen.container.querySelector('[role="grid"]')).toBeNull()
      const before = container.getBoundingClientRect().height
      requestFrame.mockRestore()
      for (const frame of frames.splice(0)) frame(performance.now())
      await expect
        .element(screen.getByRole('progressbar', { name: 'Загрузка данных' }))
        .toBeVisible()
      expect(container.getBoundingClientRect().height).toBe(before)
    } finally {
      requestFrame.mockRestore()
    }
  })

  it('draws rows it has at mount at once', async () => {
    const screen = await renderTable({})
    expect(screen.container.querySelector('[role="grid"]')).not.toBeNull()
  })

  it('keeps the rows and shows a second spinner while it refreshes', async () => {
    const screen = await renderTable({ isLoading: true })
    await expect
      .element(screen.getByRole('row', { name: 'Сотрудник 1', exact: true }))
      .toBeVisible()
    await expect
      .element(screen.getByRole('progressbar', { name: 'Обновление данных' }))
      .toBeVisible()
  })

  it('announces a loading error and offers a retry from the keyboard', async () => {
    const onRetry = vi.fn()
    const screen = await renderTable({ errorMessage: 'Не удалось загрузить список', onRetry })
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить список')
    expect(screen.getByRole('row', { name: 'Сотрудник 1', exact: true }).elements()).toHaveLength(0)

    const retry = screen.getByRole('button', { name: 'Повторить' })
    retry.element().focus()
    await userEvent.keyboard('{Enter}')
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('says when there is nothing to show', async () => {
    const screen = await renderTable({ items: [] })
    await expect.element(screen.getByRole('grid')).toHaveTextContent('Нет данных')
    await screen.rerender(
      <Table aria-label="Сотрудники" columns={columns} items={[]} emptyState="Никого не нашли" />,
    )
    await expect.element(screen.getByRole('grid')).toHaveTextContent('Никого не нашли')
  })

  it('shows the total count with the right plural form and describes the table with it', async () => {
    const screen = await renderTable({ totalCount: 3 })
    const count = screen.getByRole('status')
    await expect.element(count).toHaveTextContent('Всего: 3 записи')
    await expect.element(screen.getByRole('grid')).toHaveAccessibleDescription('Всего: 3 записи')

    await screen.rerender(
      <Table aria-label="Сотрудники" columns={columns} items={[]} totalCount={21} />,
    )
    await expect.element(count).toHaveTextContent('Всего: 21 запись')
    await screen.rerender(
      <Table aria-label="Сотрудники" columns={columns} items={[]} totalCount={125} />,
    )
    await expect.element(count).toHaveTextContent('Всего: 125 записей')
  })

  it('keeps the line of the total while the first rows load: the rows do not move when it comes', async () => {
    const screen = await renderTable({ items: [], isLoading: true })
    const grid = screen.getByRole('grid')
    await expect.element(grid).toBeVisible()
    const top = grid.element().getBoundingClientRect().top
    await screen.rerender(
      <Table aria-label="Сотрудники" columns={columns} items={people.slice(0, 3)} totalCount={3} />,
    )
    await expect.element(screen.getByRole('status')).toHaveTextContent('Всего: 3 записи')
    expect(grid.element().getBoundingClientRect().top).toBe(top)
  })

  it('shows the total count in English', async () => {
    const screen = await renderTable({ totalCount: 1 }, 'en')
    await expect.element(screen.getByRole('status')).toHaveTextContent('Total: 1 record')
  })

  it('expands a row from the keyboard and by its chevron, and announces the state', async () => {
    const screen = await renderTable({
      renderDetail: (person) => <p>Почта для писем: {person.email}</p>,
    })
    const grid = screen.getByRole('treegrid', { name: 'Сотрудники' })
    await expect.element(grid).toBeVisible()
    const first = screen.getByRole('row', { name: 'Сотрудник 1', exact: true })
    await expect.element(first).toHaveAttribute('aria-expanded', 'false')

    await userEvent.tab()
    expect(document.activeElement).toBe(first.element())
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(first).toHaveAttribute('aria-expanded', 'true')
    await expect.element(screen.getByText('Почта для писем: user1@example.ru')).toBeVisible()
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Почта для писем: user1@example.ru').elements()).toHaveLength(0)

    await userEvent.keyboard('{ArrowDown}{Enter}')
    const second = screen.getByRole('row', { name: 'Сотрудник 2', exact: true })
    await expect.element(second).toHaveAttribute('aria-expanded', 'true')

    // The chevron is for the pointer only: the row carries the state for everyone else.
    const third = screen.getByRole('row', { name: 'Сотрудник 3', exact: true })
    const chevron = third.element().querySelector('button')
    if (!chevron) throw new Error('the row has no chevron')
    await userEvent.click(chevron)
    await expect.element(third).toHaveAttribute('aria-expanded', 'true')
    await expect.element(screen.getByText('Почта для писем: user3@example.ru')).toBeVisible()
    expect(screen.getByRole('button').elements()).toHaveLength(0)
  })

  it('asks for more rows when the last one comes into view, and not while it loads', async () => {
    const onLoadMore = vi.fn()
    const screen = await renderTable({ items: people.slice(0, 40), height: 'sm', onLoadMore })
    const grid = screen.getByRole('grid').element()
    await expect
      .element(screen.getByRole('row', { name: 'Сотрудник 1', exact: true }))
      .toBeVisible()
    expect(onLoadMore).not.toHaveBeenCalled()
    grid.scrollTop = grid.scrollHeight
    await expect.poll(() => onLoadMore.mock.calls.length).toBeGreaterThan(0)

    await screen.rerender(
      <Table
        aria-label="Сотрудники"
        columns={columns}
        items={people.slice(0, 40)}
        height="sm"
        onLoadMore={onLoadMore}
        isLoadingMore
      />,
    )
    await expect
      .element(screen.getByRole('progressbar', { name: 'Загрузка следующих строк' }))
      .toBeInTheDocument()
  })

  it('in a table as tall as its rows, asks for more only once the page nears its end', async () => {
    const onLoadMore = vi.fn()
    const screen = await renderTable({ items: people.slice(0, 200), height: 'page', onLoadMore })
    await expect
      .element(screen.getByRole('row', { name: 'Сотрудник 1', exact: true }))
      .toBeVisible()
    await nextFrame()
    expect(onLoadMore).not.toHaveBeenCalled()
    window.scrollTo(0, document.documentElement.scrollHeight)
    await expect.poll(() => onLoadMore.mock.calls.length).toBeGreaterThan(0)
    window.scrollTo(0, 0)
  })
})
