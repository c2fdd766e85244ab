// `npm test`'s consumer step: examples/consumer, an app of another product written from the
// packages' READMEs, installed from the packed tarballs of sdk, forms and ui (never the
// workspace links), with the lowest versions of their peers that the packages allow, outside
// the repository (so nothing resolves from the workspace's node_modules). It typechecks in
// strict mode, builds, and runs in Chromium against the sandbox on another origin.
import { spawn } from 'node:child_process'
import { cp, mkdir, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const fixture = join(repo, 'examples/consumer')
// Kept between runs: a second run on the same machine reuses the installed peers.
const work = process.env.CONSUMER_DIR ?? join(tmpdir(), 'platform-consumer')
const tarballs = join(work, 'tarballs')
const appPort = Number(process.env.CONSUMER_PORT ?? 4190)
const sandboxPort = Number(process.env.CONSUMER_SANDBOX_PORT ?? 4192)
const published = ['@platform/sdk', '@platform/forms', '@platform/ui']

/**
 * Runs a command to its end, output passed through; rejects when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string> }} [options]
 */
function run(command, args, { cwd = repo, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', (status) =>
      status === 0
        ? resolve(undefined)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${status}`)),
    )
  })
}

/**
 * Runs one phase and prints its time, so the step's budget can be read off the log.
 * @param {string} name
 * @param {() => Promise<unknown>} action
 */
async function phase(name, action) {
  const started = performance.now()
  await action()
  console.log(`consumer: ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

const started = performance.now()

// Turbo's cache answers at once after the unit step; run alone, this builds what is missing.
await phase('packages built', () =>
  run('npx', [
    'turbo',
    'run',
    'build',
    ...[...published, '@platform/sandbox'].map((name) => `--filter=${name}`),
    '--concurrency=2',
    '--output-logs=errors-only',
  ]),
)

await phase('tarballs packed', async () => {
  await rm(tarballs, { recursive: true, force: true })
  await mkdir(tarballs, { recursive: true })
  await run('npm', [
    'pack',
    '--silent',
    '--pack-destination',
    tarballs,
    ...published.flatMap((name) => ['-w', name]),
  ])
})

await phase('fixture copied', async () => {
  for (const entry of await readdir(work).catch(() => [])) {
    if (entry !== 'node_modules' && entry !== 'tarballs') {
      await rm(join(work, entry), { recursive: true, force: true })
    }
  }
  await cp(fixture, work, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|test-results)([/\\]|$)/.test(source),
  })
})

await phase('installed', async () => {
  const packed = (await readdir(tarballs)).map((name) => join(tarballs, name))
  // --no-save: package.json keeps the registry ranges a real app has; the tarballs stand in.
  await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--no-package-lock',
      '--loglevel=error',
      ...packed,
    ],
    { cwd: work },
  )
})

await phase('typechecked', () => run('npm', ['run', '--silent', 'typecheck'], { cwd: work }))

const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
await phase('built', () =>
  run('npm', ['run', '--silent', 'build', '--', '--logLevel', 'warn'], {
    cwd: work,
    env: { VITE_PLATFORM_API_URL: `${sandboxUrl}/api/v1` },
  }),
)

const sandboxEntry = join(repo, 'packages/sandbox/dist/node/index.js')
/** @type {{ startSandboxServer: typeof import('../packages/sandbox/src/node/index').startSandboxServer }} */
const { startSandboxServer } = await import(sandboxEntry)
const sandbox = await startSandboxServer({ port: sandboxPort })
try {
  await phase('ran in Chromium', () =>
    run('npx', ['playwright', 'test'], {
      cwd: work,
      env: { CONSUMER_PORT: String(appPort), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    }),
  )
} finally {
  await sandbox.close()
}

console.log(`consumer: passed in ${((performance.now() - started) / 1000).toFixed(1)} s`)
