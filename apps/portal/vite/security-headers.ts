import { readFileSync } from 'node:fs'

const headersFile = new URL('../../../deploy/nginx/security-headers.conf', import.meta.url)

/**
 * The response headers of the production web server (`deploy/nginx`), read from its own
 * configuration, so `npm start` sends exactly what nginx sends and the two cannot drift.
 */
export function securityHeaders(file: URL = headersFile): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^add_header\s+([\w-]+)\s+"([^"]*)"\s+always;$/.exec(line.trim())
    if (match?.[1] && match[2] !== undefined) headers[match[1]] = match[2]
  }
  if (!headers['Content-Security-Policy']) {
    throw new Error(`No Content-Security-Policy in ${file.pathname}: is the file in its place?`)
  }
  return headers
}
