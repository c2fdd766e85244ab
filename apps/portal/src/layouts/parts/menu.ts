import { isWebAddressOrPath } from '@platform/forms'
import type { ProjectTermsInfo, UiMenuEntry } from '@platform/sdk'

/** The router's base path: menu entries name portal pages with it (`/platform/profile`). */
const basePath = '/platform'

/** Whether the portal has a page at a path (under the base path). */
export type RouteExists = (path: string) => boolean

/** A link of a navigation: a portal page (`href` under the base path) or another service. */
export interface NavLink {
  key: string
  title: string
  href: string
  /** Another service: a full page load, never the portal's router. */
  external: boolean
  icon: string | null
}

/** A group of links with its caption (the server menu's entries with children). */
export interface NavGroup {
  key: string
  title: string
  links: NavLink[]
}

export type NavNode = NavLink | NavGroup

export const isGroup = (node: NavNode): node is NavGroup => 'links' in node

/** The portal path of a menu address (`/platform/profile` → `/profile`); undefined for others. */
export function portalPath(serviceUrl: string | null | undefined): string | undefined {
  if (!serviceUrl) return undefined
  if (serviceUrl === basePath || serviceUrl === `${basePath}/`) return '/'
  return serviceUrl.startsWith(`${basePath}/`) ? serviceUrl.slice(basePath.length) : undefined
}

/** Every entry of a menu tree, parents before their children. */
export const flattenMenu = (entries: readonly UiMenuEntry[]): UiMenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flattenMenu(entry.children ?? [])])

/**
 * The menu's title of exactly this page (a trailing slash aside), for the document title;
 * undefined when no entry names it.
 */
export function menuTitleAt(menu: readonly UiMenuEntry[], pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  return flattenMenu(menu).find((entry) => portalPath(entry.serviceUrl) === path)?.title
}

const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`)

/**
 * Whether a menu grants a page: some entry names it or a page above it (the dynamic-fields
 * entry grants every type's page and its tabs). A page the menu does not grant is refused.
 */
export function grantsPath(menu: readonly UiMenuEntry[], pathname: string): boolean {
  return flattenMenu(menu).some((entry) => {
    const path = portalPath(entry.serviceUrl)
    return path !== undefined && path !== '/' && isUnder(pathname, path)
  })
}

/** Where an entry leads: its own page when the portal has it, or another service's address. */
function ownLink(entry: UiMenuEntry, exists: RouteExists) {
  const path = portalPath(entry.serviceUrl)
  if (path !== undefined) return exists(path) ? { href: path, external: false } : undefined
  // Another site only by a web address: a `javascript:` entry is no link (see openableServices).
  return entry.serviceUrl && isWebAddressOrPath(entry.serviceUrl)
    ? { href: entry.serviceUrl, external: true }
    : undefined
}

/** Its own link, or the first visible child's: a group leads to its first page. */
function firstLink(entry: UiMenuEntry, exists: RouteExists): ReturnType<typeof ownLink> {
  const own = ownLink(entry, exists)
  if (own || entry.serviceUrl) return own
  for (const child of entry.children ?? []) {
    const link = child.visible ? firstLink(child, exists) : undefined
    if (link) return link
  }
  return undefined
}

const keyOf = (entry: UiMenuEntry, index: number) =>
  `${entry.applicationKey}:${entry.serviceUrl ?? entry.title}:${index}`

/**
 * The top-level destinations of a menu (the header's navigation and the mobile bottom menu):
 * visible entries that lead to an existing page or another service.
 */
export function topLinks(menu: readonly UiMenuEntry[], exists: RouteExists): NavLink[] {
  return menu.flatMap((entry, index) => {
    const link = entry.visible ? firstLink(entry, exists) : undefined
    return link ? [{ key: keyOf(entry, index), title: entry.title, icon: entry.icon, ...link }] : []
  })
}

/**
 * A section navigation from menu entries: visible leaves that lead somewhere, and groups of
 * them under their captions. Entries whose page the portal does not have are left out.
 */
export function sectionNodes(entries: readonly UiMenuEntry[], exists: RouteExists): NavNode[] {
  return entries.flatMap((entry, index): NavNode[] => {
    if (!entry.visible) return []
    const key = keyOf(entry, index)
    if (entry.children?.length) {
      const links = sectionNodes(entry.children, exists).flatMap((node) =>
        isGroup(node) ? node.links : [node],
      )
      const own = ownLink(entry, exists)
      const all = own ? [{ key, title: entry.title, icon: entry.icon, ...own }, ...links] : links
      return all.length > 0 ? [{ key, title: entry.title, links: all }] : []
    }
    const link = ownLink(entry, exists)
    return link ? [{ key, title: entry.title, icon: entry.icon, ...link }] : []
  })
}

/** One step of a breadcrumb trail; the last one is the current page. */
export interface Crumb {
  title: string
  href?: string
}

/**
 * The trail to a page through a menu: the groups and entries above the entry whose page is the
 * longest prefix of `pathname`. Steps link only to pages the portal has.
 */
export function menuTrail(
  menu: readonly UiMenuEntry[],
  pathname: string,
  exists: RouteExists,
): Crumb[] {
  let best: { depth: number; trail: Crumb[] } | undefined
  const walk = (entries: readonly UiMenuEntry[], above: Crumb[]) => {
    for (const entry of entries) {
      const path = portalPath(entry.serviceUrl)
      const crumb: Crumb = { title: entry.title }
      // A group leads to its first page, like in the navigation.
      const link = firstLink(entry, exists)
      if (link && !link.external) crumb.href = link.href
      const trail = [...above, crumb]
      if (path !== undefined && isUnder(pathname, path) && path.length > (best?.depth ?? -1)) {
        best = { depth: path.length, trail }
      }
      if (entry.children) walk(entry.children, trail)
    }
  }
  walk(menu, [])
  return best?.trail ?? []
}

/** The footer's terms link: only when its title, link and footerVisible are all set. */
export function footerTerms(
  terms: ProjectTermsInfo | null | undefined,
): { title: string; link: string } | undefined {
  if (!terms?.title || !terms.link || !terms.footerVisible) return undefined
  return { title: terms.title, link: terms.link }
}

/**
 * The service the person came from: the entry whose address holds the (already checked) back
 * link, by origin and path. Undefined without a back link or when it is no service's.
 */
export function currentService(
  services: readonly UiMenuEntry[],
  ref: string | undefined,
): UiMenuEntry | undefined {
  if (!ref) return undefined
  const back = new URL(ref)
  let found: { entry: UiMenuEntry; length: number } | undefined
  for (const entry of services) {
    let url: URL
    try {
      url = new URL(entry.serviceUrl ?? '', back.origin)
    } catch {
      continue
    }
    if (
      url.origin !== back.origin ||
      !isUnder(back.pathname, url.pathname.replace(/\/$/, '') || '/')
    ) {
      continue
    }
    if (!found || url.pathname.length > found.length) found = { entry, length: url.pathname.length }
  }
  return found?.entry
}
