import { operationRoutes } from '@platform/sdk'
import type { OperationId } from '../contract'

interface Route {
  operationId: OperationId
  method: string
  pattern: RegExp
  names: string[]
  literals: number
}

const routes: Route[] = (
  Object.entries(operationRoutes) as [OperationId, { method: string; path: string }][]
)
  .map(([operationId, { method, path }]) => {
    const segments = path.split('/').slice(1)
    const names: string[] = []
    const source = segments
      .map((segment) => {
        const name = /^\{(.+)\}$/.exec(segment)?.[1]
        if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(name)
        return '([^/]+)'
      })
      .join('/')
    return {
      operationId,
      method: method.toUpperCase(),
      pattern: new RegExp(`^/${source}/?$`),
      names,
      literals: segments.length - names.length,
    }
  })
  // A concrete segment wins over a template (tabs/{tab} before {type}/tabs), as on the platform.
  .sort((a, b) => b.literals - a.literals)

export interface Match {
  operationId: OperationId
  params: Record<string, string>
}

/** The operation a method and API path (without `/api/v1`) stand for. */
export function matchRoute(method: string, path: string): Match | 'methodNotAllowed' | undefined {
  let pathMatched = false
  for (const route of routes) {
    const found = route.pattern.exec(path)
    if (!found) continue
    pathMatched = true
    if (route.method !== method.toUpperCase()) continue
    const params = Object.fromEntries(
      route.names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]),
    )
    return { operationId: route.operationId, params }
  }
  return pathMatched ? 'methodNotAllowed' : undefined
}

/** Query parameters as the contract types them: numbers, booleans and arrays are converted. */
export function parseQuery(
  operationId: OperationId,
  search: URLSearchParams,
): Record<string, unknown> {
  const kinds: Record<string, string> =
    (operationRoutes[operationId] as { query?: Record<string, string> }).query ?? {}
  const query: Record<string, unknown> = {}
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key)
    const kind = kinds[key]
    if (kind === 'array') query[key] = values.flatMap((value) => value.split(',')).filter(Boolean)
    else if (kind === 'integer' || kind === 'number') query[key] = Number(values[0])
    else if (kind === 'boolean') query[key] = values[0] === 'true'
    else query[key] = values[0]
  }
  return query
}
