// `npm test`: every check of the repo, one after another, then a pass/fail summary.
// A failing step does not stop the rest, so one run shows everything that is wrong.
// Output streams as it comes; the summary repeats the lines that name failures, because
// CI often keeps only the tail of a long log. Each step's wall and CPU time is printed as it
// ends and again in the summary.
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { childCpuSeconds } from './cpu-time.mjs'
import { failureLines } from './failure-lines.mjs'
import { selectSteps } from './test-steps.mjs'

const quietTools = {
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
}

/**
 * Runs one step, passing its output through and keeping a copy.
 * @param {string} command
 * @param {Record<string, string>} [env]
 * @returns {Promise<{ status: number | null, output: string }>}
 */
function run(command, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...quietTools, ...env },
    })
    /** @type {string[]} */
    const chunks = []
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      chunks.push(String(chunk))
    })
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk)
      chunks.push(String(chunk))
    })
    child.on('close', (status) => resolve({ status, output: chunks.join('') }))
  })
}

/** @type {import('./test-steps.mjs').Step[]} */
let selected
try {
  selected = selectSteps(process.argv.slice(2))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
}

/** "12.3 s", with the CPU seconds the step's processes used when the system tells them. */
function timing(/** @type {number} */ seconds, /** @type {number | undefined} */ cpu) {
  return `${seconds.toFixed(1)} s${cpu === undefined ? '' : ` (CPU ${cpu.toFixed(1)} s)`}`
}

/** @type {{ label: string, ok: boolean, seconds: number, cpu: number | undefined, failures: string[] }[]} */
const results = []
for (const { label, command, env } of selected) {
  console.log(`\n▶ ${label}: ${command}\n`)
  const started = performance.now()
  const cpuBefore = childCpuSeconds()
  const { status, output } = await run(command, env)
  const ok = status === 0
  const seconds = (performance.now() - started) / 1000
  const cpuAfter = childCpuSeconds()
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  console.log(`\n◀ ${label}: ${ok ? 'PASS' : 'FAIL'} in ${timing(seconds, cpu)}`)
  results.push({ label, ok, seconds, cpu, failures: ok ? [] : failureLines(output) })
}

const total = results.reduce((sum, result) => sum + result.seconds, 0)
const totalCpu = results.every((result) => result.cpu !== undefined)
  ? results.reduce((sum, result) => sum + (result.cpu ?? 0), 0)
  : undefined
const width = Math.max(...results.map((result) => result.label.length))
console.log('\nSummary')
for (const { label, ok, seconds, cpu, failures } of results) {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(width)}  ${timing(seconds, cpu)}`)
  for (const line of failures) console.log(`        ${line}`)
}
const failed = results.filter((result) => !result.ok).length
const verdict = failed
  ? `${failed} of ${results.length} steps failed`
  : `all ${results.length} steps passed`
console.log(`\n${verdict} in ${timing(total, totalCpu)}`)
process.exit(failed ? 1 : 0)
