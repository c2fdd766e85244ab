// Renders src/generated/keys.ts: one key factory per resource, all of one shape. A key is
// [area, resource, kind, ...path values, query]; each is a prefix of the keys below it, so
// invalidating `areaKeys.profile`, `sessionKeys.all` or `sessionKeys.lists()` reaches them all.
import { header } from './header.mjs'
import { listResources, plurals } from './resources.mjs'

const quote = (parts) => parts.map((part) => `'${part}'`).join(', ')

/** The members of one kind: the parent (`lists()`) and the key of one call (`list(query)`). */
function kindMembers(root, kind, { path, pathParams, queryParams }) {
  const prefix = `${root}, '${kind}'`
  const pathArgs = pathParams.map(
    (name) => `${name}: OperationPathParams<'${path}', 'get'>['${name}']`,
  )
  const query = queryParams.length > 0 ? [`query: OperationQuery<'${path}', 'get'>`] : []
  const args = [...pathArgs, ...query]
  const values = [...pathParams, ...(query.length ? ['query'] : [])]
  if (args.length === 0) return [`  ${kind}: () => [${prefix}] as const,`]
  const parent =
    pathParams.length === 1 && query.length
      ? // A list under a parent (the mappers of one sync) also has the parent's prefix.
        `  ${plurals[kind]}: (${pathParams[0]}?: ${pathArgs[0].split(': ')[1]}) =>\n` +
        `    ${pathParams[0]} === undefined ? ([${prefix}] as const) : ([${prefix}, ${pathParams[0]}] as const),`
      : `  ${plurals[kind]}: () => [${prefix}] as const,`
  if (pathParams.length > 1 && query.length) {
    throw new Error(`${kind} of ${path}: several path parameters and a query have no key shape yet`)
  }
  return [parent, `  ${kind}: (${args.join(', ')}) => [${prefix}, ${values.join(', ')}] as const,`]
}

export function renderKeys(operations) {
  const resources = listResources(operations)
  const areas = [...new Set(operations.map(({ tag }) => tag))]
  const lines = [
    header,
    "import type { OperationPathParams, OperationQuery } from '../client'",
    '',
    '/** The root of every key of an area: invalidating one refreshes all its queries. */',
    'export const areaKeys = {',
    ...areas.map((area) => `  '${area}': ['${area}'],`),
    '} as const',
    '',
  ]
  for (const resource of resources) {
    const root = quote([resource.area, resource.name])
    const ids = Object.values(resource.operations).map(({ operationId }) => `\`${operationId}\``)
    lines.push(
      `/** The keys of ${ids.join(', ')}. */`,
      `export const ${resource.name}Keys = {`,
      `  all: [${root}] as const,`,
      ...Object.entries(resource.operations).flatMap(([kind, operation]) =>
        kindMembers(root, kind, operation),
      ),
      '}',
      '',
    )
  }
  return lines.join('\n')
}
