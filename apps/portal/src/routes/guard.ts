import { openWhenSignedIn, type RouteName } from './names'

export interface GuardInput {
  /** The route being opened: its name and whether it needs no session. */
  route: { name?: RouteName; public?: boolean }
  signedIn: boolean
  /** How many entries the services menu has for the person. */
  services: number
}

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: RouteName; keepLocation?: true }

/**
 * The guard rules, in their order: an unknown route goes to the root; a signed-in person on
 * a public page other than the few open to everyone goes to the services page (or to the
 * profile without services); a signed-out person on a private page goes to sign in, keeping
 * the place to come back to.
 */
export function guard({ route, signedIn, services }: GuardInput): GuardDecision {
  if (!route.name) return { action: 'redirect', to: 'Root' }
  if (signedIn && !route.public) return { action: 'allow' }
  if (signedIn && !openWhenSignedIn.has(route.name)) {
    return { action: 'redirect', to: services > 0 ? 'switchService' : 'UserProfileMain' }
  }
  if (!signedIn && !route.public) return { action: 'redirect', to: 'Auth', keepLocation: true }
  return { action: 'allow' }
}

/** Pages after which a sign-in returns to them instead of applying the redirect rules. */
const returnsToPage = [/^\/profile(\/|$)/, /^\/setting(\/|$)/, /^\/law\//, /^\/accesses(\/|$)/]

export interface PostLoginInput {
  /** The page the person wanted before being sent to sign in (path under /platform). */
  kept?: string
  /** URLs of the visible services-menu entries. */
  services: readonly string[]
  requiredFieldsEmpty: boolean
}

export type PostLoginTarget = { page: string } | { url: string }

/**
 * Where a successful sign-in leads: back to a kept page under profile, setting,
 * law/ or accesses; otherwise /profile when there is no service or required fields are
 * empty, the one service's URL when there is exactly one, and /apps otherwise.
 */
export function postLoginTarget({
  kept,
  services,
  requiredFieldsEmpty,
}: PostLoginInput): PostLoginTarget {
  if (kept && returnsToPage.some((pattern) => pattern.test(kept))) return { page: kept }
  if (services.length === 0 || requiredFieldsEmpty) return { page: '/profile' }
  const [only] = services
  if (services.length === 1 && only) return { url: only }
  return { page: '/apps' }
}

/** «Заявки на доступ — Платформа доступа»: the menu title, then the copyright title. */
export function pageTitle(menuTitle: string | undefined, copyrightTitle: string | undefined) {
  return [menuTitle, copyrightTitle].filter(Boolean).join(' — ')
}
