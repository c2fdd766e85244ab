/**
 * The `ref` back link, kept only when it leads to this portal or to one of the project's
 * own domains and services; anything else (another site, `javascript:`, `//host`) is
 * dropped, so the portal is never an open redirect.
 */
export function safeRef(
  ref: unknown,
  { origin, allowedOrigins }: { origin: string; allowedOrigins: readonly string[] },
): string | undefined {
  if (typeof ref !== 'string' || ref.length === 0 || ref.length > 2048) return undefined
  if (ref.startsWith('/') && !ref.startsWith('//') && !ref.startsWith('/\\')) {
    return new URL(ref, origin).href
  }
  let url: URL
  try {
    url = new URL(ref)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (url.username || url.password) return undefined
  const allowed = new Set([origin, ...allowedOrigins.map(originOf).filter(Boolean)])
  return allowed.has(url.origin) ? url.href : undefined
}

function originOf(value: string): string {
  try {
    return new URL(value).origin
  } catch {
    return ''
  }
}
