import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import type { Platform } from '../platform/client'
import type { AccessFlag } from './guard'
import type { RouteName } from './names'
import { routeTree } from './tree'

export function createPortalRouter(platform: Platform) {
  return createRouter({
    routeTree,
    basepath: '/platform',
    context: { platform },
    defaultPreload: 'intent',
    // A short wait before any loading state, so fast pages do not flash a spinner; once shown,
    // it stays a moment, so it does not blink. The router's own moment, 500 ms, held a page
    // that had arrived: on the first load of every page whose startup answered between 300 and
    // 800 ms (here, and on any fast connection), «Загрузка…» stayed on screen up to half a
    // second after the page was ready.
    defaultPendingMs: 300,
    defaultPendingMinMs: 200,
    // Every page fails alone: its own error with a retry, inside the layout that still works.
    defaultErrorComponent: lazyRouteComponent(() => import('../shell/RouteError'), 'RouteError'),
    scrollRestoration: true,
  })
}

export type PortalRouter = ReturnType<typeof createPortalRouter>

/**
 * The first page's load, started before React renders: the root route's startup calls and,
 * beside them, the chunks of every route the address matches (layout and page). The router
 * would otherwise ask for the chunks only after the startup answered. A chunk that fails here
 * fails again in the router's own load, which shows the error.
 */
export function startFirstLoad(router: PortalRouter) {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname)
  router.load().catch(console.error)
  // Each route in a task of its own: asking for a chunk adds a preload link for each file it
  // imports, 6–40 ms here for a layout and its page together, one long task right after the
  // first paint in Lighthouse's simulation; one route at a time, 9–13 ms.
  for (const route of routes) {
    setTimeout(() => router.loadRouteChunk(route)?.catch(() => undefined))
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter
  }
  interface StaticDataRouteOption {
    /** The route name the documents use (Auth, Invitation, …). */
    name?: RouteName
    /** Reachable without a session. */
    public?: boolean
    /** The access flag a signed-in person needs for this page. */
    access?: AccessFlag
  }
}
