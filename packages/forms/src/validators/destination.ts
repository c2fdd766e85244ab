/**
 * Characters that never belong in an address a person is sent to. The URL parser silently
 * drops tabs and newlines and trims control characters, so `/<TAB>/evil.example` would turn
 * into `//evil.example`; backslashes count as slashes in web addresses; invisible and
 * direction marks make a look-alike. Refusing them outright leaves nothing to reinterpret.
 */
const unsafeCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  /[\u0000-\u0020\u007f-\u00a0\u00ad\\\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/

/** Stands in for the portal's origin where only the shape of an address matters. */
const shapeOrigin = 'https://portal.invalid'

/**
 * An address a person may be sent to, parsed: an absolute `http`/`https` URL without user
 * information, or a path of the same site (`/platform/apps`, never `//host` or a relative
 * `apps`). Undefined for anything else.
 */
export function parseDestination(value: unknown, origin: string): URL | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined
  if (unsafeCharacters.test(value)) return undefined
  const isPath = value.startsWith('/') && !value.startsWith('//')
  if (!isPath && !/^https?:\/\//i.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.username || url.password) return undefined
  // An encoded slash or backslash in the path becomes `//host` for a server that decodes it.
  if (/%(2f|5c)/i.test(url.pathname)) return undefined
  // A path resolves against the origin and, with backslashes and control characters refused
  // above, cannot leave it.
  return url
}

/**
 * The rule for stored service and link addresses (menu entries, notifications, banners,
 * documents): a web address over `http`/`https`, or a path of the platform's own site.
 */
export function isWebAddressOrPath(value: string): boolean {
  return parseDestination(value, shapeOrigin) !== undefined
}

export interface DestinationPolicy {
  /** The portal's own origin: paths resolve against it and it is always allowed. */
  origin: string
  /** Addresses whose origins are trusted too: the project's site, the menu's services. */
  trusted: readonly (string | null | undefined)[]
}

/**
 * Where a person may be sent (a back link, a kept page, a service after sign-in, a
 * notification's link): the full address when {@link parseDestination} accepts it and its
 * origin, compared after full parsing, is the portal's own or a trusted one. Anything else
 * is undefined, and the caller drops it without a word.
 */
export function safeDestination(value: unknown, policy: DestinationPolicy): string | undefined {
  const url = parseDestination(value, policy.origin)
  if (!url) return undefined
  const allowed = new Set([new URL(policy.origin).origin])
  for (const address of policy.trusted) {
    const trusted = parseDestination(address, policy.origin)
    if (trusted) allowed.add(trusted.origin)
  }
  return allowed.has(url.origin) ? url.href : undefined
}

/** A path of the portal's own site (search and fragment kept) when `value` is one, else undefined. */
export function safeOwnPath(value: unknown): string | undefined {
  const url = parseDestination(value, shapeOrigin)
  if (!url || url.origin !== shapeOrigin || typeof value !== 'string' || !value.startsWith('/')) {
    return undefined
  }
  return `${url.pathname}${url.search}${url.hash}`
}
