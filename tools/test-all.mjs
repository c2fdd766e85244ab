// `npm test`: every check of the repo, one after another, then a pass/fail summary.
// A failing step does not stop the rest, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'

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
]

const only = process.argv.slice(2)
const selected = only.length
  ? steps.filter(({ label }) => only.some((word) => label.includes(word)))
  : steps

/** @type {{ label: string, ok: boolean, seconds: number }[]} */
const results = []
for (const { label, command } of selected) {
  console.log(`\n▶ ${label}: ${command}\n`)
  const started = performance.now()
  const run = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...quietTools },
  })
  results.push({ label, ok: run.status === 0, seconds: (performance.now() - started) / 1000 })
}

const total = results.reduce((sum, result) => sum + result.seconds, 0)
const width = Math.max(...results.map((result) => result.label.length))
console.log('\nSummary')
for (const { label, ok, seconds } of results) {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(width)}  ${seconds.toFixed(1)} s`)
}
const failed = results.filter((result) => !result.ok).length
const verdict = failed
  ? `${failed} of ${results.length} steps failed`
  : `all ${results.length} steps passed`
console.log(`\n${verdict} in ${total.toFixed(1)} s`)
process.exit(failed ? 1 : 0)
