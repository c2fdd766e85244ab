/** One `createRoute` of the portal's route tree. */
export interface RouteEntry {
  /** The variable the route is declared as (`helpServiceRoute`). */
  variable: string
  /** The parent route's variable; `undefined` for a child of the root route. */
  parent: string | undefined
  /** The route's name in the documents (`staticData('HelpService')`), when it has one. */
  name: string | undefined
  /** The full path without the `/platform` base; a layout has none. */
  path: string | undefined
  /** A layout's id (`id: 'auth'`). */
  id: string | undefined
  /** The module its `.lazy()` imports, relative to the portal (`src/features/help/route.tsx`). */
  lazyModule: string | undefined
  /** It shows something (a component or a lazy module); the others only redirect. */
  renders: boolean
}
export declare const portalDir: string
export declare function readRouteTree(): RouteEntry[]
export declare function lazyChain(routes: readonly RouteEntry[], route: RouteEntry): string[]
export declare function pages(routes: readonly RouteEntry[]): RouteEntry[]
