// `npm test`: every check of the repo, one after another, then a pass/fail summary.
// A failing step does not stop the rest, so one run shows everything that is wrong.
// Output streams as it comes; the summary repeats the lines that name failures, because
// CI often keeps only the tail of a long log.
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { failureLines } from './failure-lines.mjs'

const quietTools = {
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
}

/** @type {{ label: string, command: string }[]} The cheap checks come first. */
const steps = [
  { label: 'lint and format (Biome)', command: 'npm run lint' },
  { label: 'typecheck (tsc)', command: 'npm run typecheck' },
  {
    label: 'unit, component and story tests, package checks',
    command: 'npx turbo run test //#test:tools //#test:api --concurrency=2',
  },
  { label: 'end-to-end tests (Playwright)', command: 'npx turbo run test:e2e --concurrency=1' },
  // Reuses the portal the step above built, behind Debian's nginx and deploy/nginx.
  {
    label: 'end-to-end behind nginx (CSP tour)',
    command: 'npm run test:e2e:nginx -w @platform/portal',
  },
]

/**
 * Runs one step, passing its output through and keeping a copy.
 * @param {string} command
 * @returns {Promise<{ status: number | null, output: string }>}
 */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...quietTools },
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

const only = process.argv.slice(2)
const selected = only.length
  ? steps.filter(({ label }) => only.some((word) => label.includes(word)))
  : steps

/** @type {{ label: string, ok: boolean, seconds: number, failures: string[] }[]} */
const results = []
for (const { label, command } of selected) {
  console.log(`\n▶ ${label}: ${command}\n`)
  const started = performance.now()
  const { status, output } = await run(command)
  const ok = status === 0
  results.push({
    label,
    ok,
    seconds: (performance.now() - started) / 1000,
    failures: ok ? [] : failureLines(output),
  })
}

const total = results.reduce((sum, result) => sum + result.seconds, 0)
const width = Math.max(...results.map((result) => result.label.length))
console.log('\nSummary')
for (const { label, ok, seconds, failures } of results) {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(width)}  ${seconds.toFixed(1)} s`)
  for (const line of failures) console.log(`        ${line}`)
}
const failed = results.filter((result) => !result.ok).length
const verdict = failed
  ? `${failed} of ${results.length} steps failed`
  : `all ${results.length} steps passed`
console.log(`\n${verdict} in ${total.toFixed(1)} s`)
process.exit(failed ? 1 : 0)
