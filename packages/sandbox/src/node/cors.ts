/**
 * Which web pages may call the standalone sandbox from another origin, with cookies. A host app
 * in development (another product's Vite server) calls it directly; anything but a page on this
 * machine must be named, because a credentialed CORS answer lets that page act as the person.
 */
export type OriginPolicy = (origin: string) => boolean

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Pages served from this machine, on any port, over http or https. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && loopbackHosts.has(url.hostname)
    )
  } catch {
    return false
  }
}

/**
 * Loopback origins, plus the exact origins listed (`SANDBOX_ORIGINS`, comma-separated, e.g.
 * `https://dev.example.ru,https://qa.example.ru`); `*` is refused, since it cannot go with
 * cookies.
 */
export function originPolicy(listed: readonly string[] = []): OriginPolicy {
  const allowed = new Set(
    listed
      .map((origin) => origin.trim())
      .filter((origin) => origin && origin !== '*')
      .map((origin) => {
        try {
          return new URL(origin).origin
        } catch {
          return ''
        }
      })
      .filter(Boolean),
  )
  return (origin) => isLoopbackOrigin(origin) || allowed.has(origin)
}

/** Headers a browser may read from an answer besides the safe ones. */
const exposed = 'Content-Disposition, Retry-After, X-Sandbox-Fault'

/**
 * The CORS headers of an answer to `origin`, or null when that origin is not allowed (the
 * browser then refuses to hand the answer to the page). A preflight also gets the methods and
 * the headers it asked for.
 */
export function corsHeaders(
  origin: string | undefined,
  policy: OriginPolicy,
  preflight?: { requestHeaders: string | undefined },
): Record<string, string> | null {
  if (!origin || !policy(origin)) return null
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': exposed,
    Vary: 'Origin',
  }
  if (preflight) {
    headers['Access-Control-Allow-Methods'] = 'GET, POST, PUT, PATCH, DELETE'
    if (preflight.requestHeaders) {
      headers['Access-Control-Allow-Headers'] = preflight.requestHeaders
    }
    headers['Access-Control-Max-Age'] = '600'
  }
  return headers
}
