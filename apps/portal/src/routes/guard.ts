import type { PlatformConfigure } from '@platform/sdk'
import { openWhenSignedIn, type RouteName } from './names'

/** An access flag of the person (`masterAccountAccess`, `usersAccess`, …). */
export type AccessFlag = keyof PlatformConfigure['accesses']

export interface GuardInput {
  /** The route being opened: its name, whether it needs no session, the flag it needs. */
  route: { name?: RouteName; public?: boolean; access?: AccessFlag }
  signedIn: boolean
  /** How many entries the services menu has for the person. */
  services: number
  /** The signed-in person's access flags. */
  accesses?: Partial<PlatformConfigure['accesses']> | null
}

/** The page a signed-in person is sent to from a page that is not for them. */
const home = (services: number): RouteName => (services > 0 ? 'switchService' : 'UserProfileMain')

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: RouteName; keepLocation?: true }

/**
 * The guard rules, in their order: an unknown route goes to the root; a signed-in person on
 * a public page other than the few open to everyone goes to the services page (or to the
 * profile without services), and so does one on a page that needs an access flag they lack
 * (the master users' invitations); a signed-out person on a private page goes to sign in,
 * keeping the place to come back to.
 */
export function guard({ route, signedIn, services, accesses }: GuardInput): GuardDecision {
  if (!route.name) return { action: 'redirect', to: 'Root' }
  if (signedIn && !route.public) {
    if (route.access && accesses?.[route.access] !== true) {
      return { action: 'redirect', to: home(services) }
    }
    return { action: 'allow' }
  }
  if (signedIn && !openWhenSignedIn.has(route.name)) {
    return { action: 'redirect', to: home(services) }
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
