// How many rounds a page's first load takes, from what it really requested (Chromium's record
// of the requests sent until the page can be used) and how the build links its chunks:
// - a JavaScript chunk the HTML names is the first module round; a chunk that a chunk of round
//   n imports lazily (`import()`) is round n + 1, and the chunks it imports statically come in
//   the same round (Vite preloads them beside it);
// - round trips count the document as the first, a chunk as one more than its module round,
//   and any other request (a call, an image, a style sheet) as one more than the latest of the
//   scripts on the stack that sent it.

/** @typedef {import('./load-rounds.d.mts').SentRequest} SentRequest */
/** @typedef {import('./load-rounds.d.mts').TimedRequest} TimedRequest */
/** @typedef {import('./load-rounds.d.mts').StackTrace} StackTrace */
/** @typedef {import('./load-rounds.d.mts').LoadRounds} LoadRounds */
/** @typedef {import('./first-load.d.mts').Build} Build */

/**
 * Every script on the stack that sent a request, async callers included.
 * @param {StackTrace | undefined} stack
 * @returns {string[]}
 */
function scriptsOf(stack) {
  /** @type {string[]} */
  const urls = []
  for (let at = stack; at; at = at.parent) {
    for (const frame of at.callFrames) if (frame.url) urls.push(frame.url)
  }
  return urls
}

/**
 * The module round of every chunk of the build that a load fetched.
 * @param {Build} build
 * @param {ReadonlySet<string>} fetched chunk files (`assets/…js`)
 * @returns {Map<string, number>}
 */
function moduleRoundsOf(build, fetched) {
  /** @type {Map<string, number>} */
  const rounds = new Map()
  const entry = build.manifest['index.html']
  /** @type {[string, number][]} */
  const queue = entry ? [[entry.file, 1]] : []
  while (queue.length > 0) {
    const [file, round] = /** @type {[string, number]} */ (queue.shift())
    if (!fetched.has(file) || (rounds.get(file) ?? Number.POSITIVE_INFINITY) <= round) continue
    rounds.set(file, round)
    const chunk = build.byFile.get(file)
    for (const key of chunk?.imports ?? []) {
      const imported = build.manifest[key]
      if (imported) queue.push([imported.file, round])
    }
    for (const key of chunk?.dynamicImports ?? []) {
      const imported = build.manifest[key]
      if (imported) queue.push([imported.file, round + 1])
    }
  }
  return rounds
}

/**
 * Rounds of the requests sent before the page could be used.
 * @param {Build} build
 * @param {string} base the URL the build is served under (`http://…/platform/`)
 * @param {readonly SentRequest[]} requests in the order they were sent
 * @returns {LoadRounds}
 */
export function countRounds(build, base, requests) {
  const file = (/** @type {string} */ url) => (url.startsWith(base) ? url.slice(base.length) : url)
  const chunks = new Set(
    requests.map((request) => file(request.url)).filter((name) => name.endsWith('.js')),
  )
  const moduleRounds = moduleRoundsOf(build, chunks)
  /** @type {Map<string, number>} */
  const trips = new Map()
  let roundTrips = 0
  for (const request of requests) {
    const name = file(request.url)
    let trip = moduleRounds.has(name) ? (moduleRounds.get(name) ?? 0) + 1 : undefined
    if (trip === undefined) {
      const askers =
        request.initiator.type === 'script'
          ? scriptsOf(request.initiator.stack)
          : [request.initiator.url ?? '']
      trip = Math.max(0, ...askers.map((url) => trips.get(url) ?? 0)) + 1
    }
    trips.set(request.url, Math.min(trip, trips.get(request.url) ?? trip))
    roundTrips = Math.max(roundTrips, trip)
  }
  return {
    roundTrips,
    moduleRounds: Math.max(0, ...moduleRounds.values()),
    requests: requests.length,
  }
}

/**
 * The requests sent up to `moment` (ms since the epoch), in order.
 * @param {readonly TimedRequest[]} requests
 * @param {number} moment
 * @returns {SentRequest[]}
 */
export function sentUntil(requests, moment) {
  return requests.filter((request) => request.sentAt <= moment)
}

/**
 * Opens `url` in a new page of `context` (Playwright) and counts the rounds of the requests
 * sent until an element matching `usable` is in the document (the page can be used), with
 * the HTTP cache off. The page notes that moment itself: the test sees the element some time
 * later, longer on a busy machine, and the requests the page sends meanwhile (a lazy chunk, an
 * icon) are not part of what it needed.
 * @param {import('playwright').BrowserContext} context
 * @param {Build} build
 * @param {string} url
 * @param {string} usable a CSS selector
 * @returns {Promise<LoadRounds>}
 */
export async function measureRounds(context, build, url, usable) {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    /** @type {TimedRequest[]} */
    const sent = []
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.redirectResponse) return
      sent.push({
        url: event.request.url,
        initiator: event.initiator,
        sentAt: event.wallTime * 1000,
      })
    })
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await page.addInitScript((selector) => {
      const note = () => {
        if (!document.querySelector(selector)) return false
        Object.assign(window, { __usableAt: performance.timeOrigin + performance.now() })
        return true
      }
      const observer = new MutationObserver(() => note() && observer.disconnect())
      observer.observe(document, { childList: true, subtree: true })
    }, usable)
    await page.goto(url)
    await page.locator(usable).first().waitFor({ timeout: 30_000 })
    const usableAt = await page.evaluate(() => Reflect.get(window, '__usableAt'))
    if (typeof usableAt !== 'number') throw new Error(`${url}: no moment noted for ${usable}`)
    return countRounds(build, `${new URL(url).origin}/platform/`, sentUntil(sent, usableAt))
  } finally {
    await page.close()
  }
}
