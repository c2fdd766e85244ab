import '../src/theme/themes.css'
import '../src/theme/reset.css'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRoot } from 'react-dom/client'
import { it } from 'vitest'
import { uiMessages } from '../src/i18n/messages'
import { Table, type TableColumn } from '../src/Table/Table'
import {
  loadAverage,
  longest,
  median,
  nextFrame,
  type Task,
  timeUntil,
  traceTasks,
} from './measure'

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
  { id: 'name', title: 'Имя', cell: (person) => person.name, allowsSorting: true },
  { id: 'email', title: 'Почта', cell: (person) => person.email },
]

interface Run {
  first: number
  all: number
  render: Task
  renderCpu: number
  scroll: number
  scrollTask: Task
  domRows: number
}

const rowsOf = (host: Element) => host.querySelectorAll('[role="row"]')
const hasRow = (host: Element, index: number) =>
  host.querySelector(`[role="row"][aria-rowindex="${index + 1}"]`) !== null

/** Mounts a table of `count` rows, then jumps to its middle and to its end. */
async function run(count: number): Promise<Run> {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  let first = 0
  let all = 0
  let domRows = 0
  const renderTasks = await traceTasks(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <Table aria-label="Сотрудники" columns={columns} items={people.slice(0, count)} />
      </I18nProvider>,
    )
    first = await timeUntil(() => hasRow(host, 1))
    all =
      first +
      (await timeUntil(
        () =>
          hasRow(host, count) || grid(host)?.getAttribute('aria-rowcount') === String(count + 1),
      ))
  })
  domRows = rowsOf(host).length
  let scroll = 0
  const scrollTasks = await traceTasks(async () => {
    for (const target of [Math.floor(count / 2), count]) {
      const element = grid(host)
      if (!element) throw new Error('No grid.')
      element.scrollTop = ((target - 1) / count) * element.scrollHeight
      scroll = Math.max(scroll, await timeUntil(() => hasRow(host, target)))
      domRows = Math.max(domRows, rowsOf(host).length)
      await nextFrame()
    }
  })
  root.unmount()
  host.remove()
  return {
    first,
    all,
    render: longest(renderTasks),
    renderCpu: renderTasks.reduce((sum, task) => sum + task.cpu, 0),
    scroll,
    scrollTask: longest(scrollTasks),
    domRows,
  }
}

const grid = (host: Element) => host.querySelector<HTMLElement>('[role="grid"]')
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8)

it('prints the first render and scroll of the kit Table at 100 and 10,000 rows', async () => {
  i18n.load(uiMessages)
  i18n.activate('ru')
  await run(100) // warms up the page: the first mount also compiles the code
  const lines = [
    `Table benchmark (median of 5 runs; load average ${loadAverage})`,
    "first: until the first row shows; all: until every row is built; cpu: the main thread's own",
    'time (the wall time grows on a busy machine); scroll: a jump to the middle, then the end.',
    '   rows |   first |     all | all cpu | longest task wall / cpu |  scroll | longest scroll task wall / cpu | DOM rows',
  ]
  for (const count of [100, 10_000]) {
    const runs: Run[] = []
    for (let index = 0; index < 5; index += 1) runs.push(await run(count))
    const m = (pick: (run: Run) => number) => median(runs.map(pick))
    lines.push(
      `${String(count).padStart(7)} | ${ms(m((r) => r.first))} | ${ms(m((r) => r.all))} | ${ms(m((r) => r.renderCpu))}| ${ms(m((r) => r.render.wall))} / ${ms(m((r) => r.render.cpu))}     | ${ms(m((r) => r.scroll))} | ${ms(m((r) => r.scrollTask.wall))} / ${ms(m((r) => r.scrollTask.cpu))}            | ${Math.max(...runs.map((r) => r.domRows))}`,
    )
  }
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures
  console.log(lines.join('\n'))
}, 600_000)
