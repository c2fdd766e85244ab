// `npm test`'s Lighthouse step: the built portal on the sandbox, in Debian's Chromium with
// Lighthouse's phone preset (simulated slow 4G, a 4× slower CPU), on the sign-in page, a profile
// page, an accesses page and two administration screens. Three runs a page; the median must
// hold the budget (the scores move with the machine's load, so only the median counts), and the
// accessibility and best-practices audits, which do not move, run once. Also counts the rounds
// of the sign-in page's first load. Prints every figure; exits 1 below a budget.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import https from 'node:https'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import { chromium } from 'playwright'
import { chromiumArgs, findChromium } from './chromium.mjs'
import { distDir, readBuild } from './first-load.mjs'
import { belowBudget, describe, median, seconds } from './lighthouse-budget.mjs'
import { measureRounds } from './load-rounds.mjs'
import { portalDir } from './route-tree.mjs'

/** @typedef {import('./lighthouse.d.mts').PageRun} PageRun */
/** @typedef {import('./lighthouse.d.mts').PageReport} PageReport */

/**
 * The pages, as the issue names them; `account` signs in first (through the API).
 * @type {{ path: string, account?: string }[]}
 */
const pages = [
  { path: '/login' },
  { path: '/profile/personal', account: 'admin' },
  { path: '/accesses/requests/access', account: 'admin' },
  { path: '/setting/options', account: 'admin' },
  { path: '/setting/devices-types', account: 'admin' },
]

const runsPerPage = 3

/** The demo accounts' password (README, `packages/sandbox`). */
const demoPassword = 'Sandbox-2026!'

/** What the performance score is made of: the other performance audits weigh nothing. */
const weightless = defaultConfig.categories?.performance.auditRefs
  .filter((ref) => ref.weight === 0)
  .map((ref) => ref.id)

/** Lighthouse's settings for the runs: no screenshots, nothing saved, shorter quiet waits. */
const settings = {
  logLevel: /** @type {const} */ ('error'),
  output: /** @type {const} */ ('json'),
  disableFullPageScreenshot: true,
  skipAudits: [...(weightless ?? []), 'screenshot-thumbnails', 'final-screenshot'],
  pauseAfterFcpMs: 500,
  pauseAfterLoadMs: 500,
  networkQuietThresholdMs: 500,
  cpuQuietThresholdMs: 500,
}

/**
 * Resolves once `check` does, trying for 30 s while `process` runs.
 * @param {import('node:child_process').ChildProcess} process
 * @param {string} what
 * @param {() => Promise<boolean>} check
 */
async function answered(process, what, check) {
  for (let tries = 0; tries < 120; tries++) {
    if (process.exitCode !== null) throw new Error(`${what} ended (${process.exitCode})`)
    try {
      if (await check()) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} did not answer`)
}

/**
 * Whether nginx answers the portal over TLS (its certificate is made for the run).
 * @param {string} origin
 */
const portalAnswers = (origin) =>
  new Promise((resolve, reject) => {
    const request = https.get(`${origin}/platform/`, { rejectUnauthorized: false }, (response) => {
      response.resume()
      resolve(response.statusCode === 200)
    })
    request.on('error', reject)
  })

/**
 * Serves the build as production does: Debian's nginx with the configuration of
 * `deploy/nginx`, terminating TLS and speaking HTTP/2 (apps/portal/e2e-nginx/serve-nginx.mjs),
 * in front of the sandbox running alone. Over `vite preview`'s plain HTTP/1.1 a phone opens
 * six connections and queues the page's 40–50 requests on them: the signed-in pages measured
 * 1.2–1.5 s later, which no visitor of a deployed portal sees (decision 0085).
 * @param {number} port
 */
async function serveAsProduction(port) {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('No portal build: run npm run build -w @platform/portal first.')
  }
  const sandboxPort = port + 1
  const api = `http://127.0.0.1:${sandboxPort}/api/v1`
  const sandbox = spawn(
    process.execPath,
    [join(portalDir, '../../packages/sandbox/scripts/serve.mjs')],
    {
      env: { ...process.env, PORT: String(sandboxPort) },
      stdio: 'ignore',
    },
  )
  const nginx = spawn(process.execPath, [join(portalDir, 'e2e-nginx/serve-nginx.mjs')], {
    env: { ...process.env, E2E_NGINX_PORT: String(port), E2E_NGINX_API: api, E2E_NGINX_TLS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => {
    nginx.kill()
    sandbox.kill()
  }
  const origin = `https://127.0.0.1:${port}`
  try {
    await answered(
      sandbox,
      'the sandbox',
      async () => (await fetch(`${api}/platform/ui/project/info`)).ok,
    )
    await answered(nginx, 'nginx', () => portalAnswers(origin))
  } catch (error) {
    stop()
    throw error
  }
  return { origin, api, stop }
}

/**
 * The session cookie of a demo account, signed in through the API.
 * @param {string} api
 * @param {string} origin
 * @param {string} login
 */
async function sessionCookies(api, origin, login) {
  const response = await fetch(`${api}/platform/auth/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ flow: 'credentials', login, password: demoPassword }),
  })
  if (response.status !== 204) throw new Error(`sign-in of ${login}: ${response.status}`)
  return response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';')
    const at = pair.indexOf('=')
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin }
  })
}

/**
 * One Lighthouse run; `full` also audits accessibility and best practices (until a run of the
 * page with its figures has).
 * @param {string} url
 * @param {number} port
 * @param {boolean} full
 * @returns {Promise<PageRun>}
 */
async function run(url, port, full) {
  const started = performance.now()
  const result = await lighthouse(url, {
    ...settings,
    port,
    onlyCategories: full ? ['performance', 'accessibility', 'best-practices'] : ['performance'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits, runtimeError, runWarnings } = result.lhr
  // A run Lighthouse could not record (a trace without the page's navigation, which it asks to
  // run again) has no figures: it is run again like a run without a paint, and says why.
  const warnings = runtimeError ? [`${runtimeError.code}: ${runtimeError.message}`] : runWarnings
  const score = (/** @type {string} */ id) =>
    categories[id]?.score == null ? undefined : Math.round((categories[id]?.score ?? 0) * 100)
  const value = (/** @type {string} */ id) =>
    runtimeError ? Number.NaN : (audits[id]?.numericValue ?? Number.NaN)
  /** @type {string[]} */
  const failed = []
  for (const id of ['accessibility', 'best-practices']) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const audit = audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const items = /** @type {{ description?: string, node?: { snippet?: string } }[]} */ (
          audit.details && 'items' in audit.details ? audit.details.items : []
        )
        const what = items
          .slice(0, 3)
          .map((item) => item.description ?? item.node?.snippet ?? '')
          .join('; ')
        failed.push(`${id}: ${audit.title}${what ? ` (${what})` : ''}`)
      }
    }
  }
  return {
    performance: score('performance') ?? 0,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    failed,
    warnings,
    seconds: (performance.now() - started) / 1000,
  }
}

/**
 * A run with all its figures: on a starved machine Lighthouse sometimes records no paint at
 * all (its figures are then NaN), which says nothing about the page.
 * @param {PageRun} result
 */
const measured = (result) =>
  [result.fcp, result.lcp, result.tbt, result.cls, result.speedIndex].every(Number.isFinite)

/**
 * Runs every page and reports it; `onPage` prints as it goes.
 * @param {{ port?: number, runs?: number, onPage?: (report: PageReport) => void }} [options]
 * @returns {Promise<PageReport[]>}
 */
export async function runLighthouse({ port = 4196, runs = runsPerPage, onPage } = {}) {
  const build = readBuild()
  const { origin, api, stop } = await serveAsProduction(port)
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    // Russian, the portal's default, as most of its people see it. `--lang` alone leaves a
    // headless Chromium's `navigator.languages` English: the pages were then measured as an
    // English browser whose person chose Russian, which loads the texts and the startup twice.
    chromeFlags: [
      '--headless=new',
      '--lang=ru-RU',
      '--accept-lang=ru-RU,ru',
      // The certificate is made for the run (serveAsProduction).
      '--ignore-certificate-errors',
      ...chromiumArgs,
    ],
  })
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const [context] = browser.contexts()
    if (!context) throw new Error('Chromium has no default context')
    /** @type {PageReport[]} */
    const reports = []
    for (const page of pages) {
      await context.clearCookies()
      if (page.account) await context.addCookies(await sessionCookies(api, origin, page.account))
      const url = `${origin}/platform${page.path}`
      const rounds = await measureRounds(
        context,
        build,
        url,
        page.account ? 'main h1' : 'form button[type="submit"]',
      )
      /** @type {PageRun[]} */
      const results = []
      // A run without figures is run again, once per page at most.
      // The first run that records its figures also audits accessibility and best practices.
      const audited = () =>
        results.find((result) => measured(result) && result.bestPractices !== undefined)
      for (let retried = false; results.filter(measured).length < runs; ) {
        const result = await run(url, chrome.port, !audited())
        results.push(result)
        if (!measured(result)) {
          if (retried) break
          retried = true
        }
      }
      const valid = results.filter(measured)
      const report = {
        path: page.path,
        runs: results,
        rounds,
        performance: median(valid.map((result) => result.performance)),
        cls: median(valid.map((result) => result.cls)),
        accessibility: audited()?.accessibility,
        bestPractices: audited()?.bestPractices,
      }
      reports.push(report)
      onPage?.(report)
    }
    return reports
  } finally {
    await browser.close().catch(() => undefined)
    chrome.kill()
    stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const reports = await runLighthouse({
    port: Number(process.env.LIGHTHOUSE_PORT ?? 4196),
    onPage: (report) => console.info(describe(report)),
  })
  const problems = reports.flatMap((report) =>
    belowBudget(report).map((problem) => `${report.path}: ${problem}`),
  )
  console.info(`\nLighthouse: ${reports.length} pages in ${seconds(performance.now() - started)}`)
  if (problems.length > 0) {
    console.error(`Below budget:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
    process.exit(1)
  }
  console.info('Every page within budget.')
}
