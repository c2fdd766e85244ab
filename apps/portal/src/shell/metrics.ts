import { type MetricsHit, type PlatformClient, recordMetricsHit } from '@platform/sdk'

/** What the browser tells about the page and the display, read when a page is shown. */
export interface PageView {
  /** The page's address; its query and hash are left out (they may carry a link's secrets). */
  href: string
  title: string
  screen: { width: number; height: number }
  window: { width: number; height: number }
  /** `window.devicePixelRatio`. */
  zoom: number
}

const size = ({ width, height }: { width: number; height: number }) =>
  `${Math.max(0, Math.round(width))}x${Math.max(0, Math.round(height))}`

/**
 * The statistics hit of a page view (the project code, the address without its query, the
 * title and the display sizes), within the contract's bounds: a title of at most 255
 * characters and a zoom above 0 and at most 10.
 */
export function metricsHit(code: string, view: PageView): MetricsHit {
  const url = new URL(view.href)
  const zoom = Number.isFinite(view.zoom) && view.zoom > 0 ? Math.min(view.zoom, 10) : 1
  return {
    code,
    url: `${url.origin}${url.pathname}`,
    title: [...view.title].slice(0, 255).join(''),
    displaySize: size(view.screen),
    displayZoom: Math.round(zoom * 100) / 100,
    displayWindowSize: size(view.window),
  }
}

/** This browser's page view, now. */
export function currentPageView(): PageView {
  return {
    href: window.location.href,
    title: document.title,
    screen: { width: window.screen.width, height: window.screen.height },
    window: { width: window.innerWidth, height: window.innerHeight },
    zoom: window.devicePixelRatio,
  }
}

/**
 * Reports a page view and forgets it: nothing waits for the answer, a failure is only logged,
 * and it is never sent again (the plain call, without the query client's retries).
 */
export function sendMetricsHit(client: PlatformClient, hit: MetricsHit): void {
  void recordMetricsHit(client, { body: hit })
    .then((result) => {
      if (result.error) console.warn('The page view was not recorded.', result.error)
    })
    .catch((error: unknown) => console.warn('The page view was not recorded.', error))
}
