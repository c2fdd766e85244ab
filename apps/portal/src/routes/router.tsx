import { createRootRoute, createRoute, createRouter, redirect } from '@tanstack/react-router'
import { RootLayout } from './RootLayout'

const rootRoute = createRootRoute({ component: RootLayout })

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true })
  },
})

const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { name: 'Auth', public: true },
}).lazy(() => import('../features/auth/login.route').then((module) => module.Route))

const routeTree = rootRoute.addChildren([indexRoute, authRoute])

export function createPortalRouter() {
  return createRouter({ routeTree, basepath: '/platform', defaultPreload: 'intent' })
}

export type PortalRouter = ReturnType<typeof createPortalRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter
  }
  interface StaticDataRouteOption {
    /** The route name the documents use (Auth, Invitation, ...). */
    name?: string
    /** Reachable without a session. */
    public?: boolean
  }
}
