// `npm run bench`: the figures of the phone-speed work, to compare a change before and after.
// Builds the portal (BENCH_PREBUILT=1 measures the build that is there), prints every page's
// first load (files, KB gzip), then Lighthouse's figures and the load rounds of the pages the
// Lighthouse step runs, then the UI kit's own benchmark when it has one. Not part of `npm test`:
// nothing here fails, it only measures.
import { spawnSync } from 'node:child_process'
import { kb, readBuild, routeFirstLoads } from './first-load.mjs'
import { runLighthouse } from './lighthouse.mjs'
import { median, seconds } from './lighthouse-budget.mjs'

/** @param {string} command */
function sh(command) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} failed (${result.status})`)
}

/**
 * @param {(string | number)[][]} rows
 * @param {string[]} headings
 */
function table(headings, rows) {
  const cells = [headings, ...rows].map((row) => row.map(String))
  const widths = headings.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  )
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [
    line(cells[0] ?? []),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n')
}

if (process.env.BENCH_PREBUILT !== '1') sh('npm run build -w @platform/portal')

const loads = routeFirstLoads(readBuild()).sort((a, b) => b.bytes - a.bytes)
console.info('\nFirst loads (JS, CSS and the page’s texts, gzip -9), heaviest first\n')
console.info(
  table(
    ['route', 'files', 'KB', 'heaviest file'],
    loads.map((load) => [
      load.route.path ?? '',
      load.files.length,
      (load.bytes / 1024).toFixed(1),
      `${load.files[0]?.file ?? ''} ${kb(load.files[0]?.bytes ?? 0)}`,
    ]),
  ),
)

console.info('\nLighthouse, mobile preset (medians of three runs)\n')
const reports = await runLighthouse({
  port: Number(process.env.LIGHTHOUSE_PORT ?? 4196),
  onPage: (report) => console.info(`  ${report.path} measured`),
})
const mid = (/** @type {number[]} */ values) => median(values)
console.info(
  `\n${table(
    [
      'route',
      'module rounds',
      'round trips',
      'score',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'a11y',
      'best practices',
    ],
    reports.map((report) => [
      report.path,
      report.rounds.moduleRounds,
      report.rounds.roundTrips,
      report.performance,
      seconds(mid(report.runs.map((run) => run.fcp))),
      seconds(mid(report.runs.map((run) => run.lcp))),
      `${Math.round(mid(report.runs.map((run) => run.tbt)))} ms`,
      report.cls.toFixed(3),
      report.accessibility ?? '',
      report.bestPractices ?? '',
    ]),
  )}`,
)

console.info('\nThe UI kit (npm run bench -w @platform/ui, when it has one)\n')
sh('npm run bench -w @platform/ui --if-present')
