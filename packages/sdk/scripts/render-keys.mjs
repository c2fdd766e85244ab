// Renders src/generated/keys/: one key factory per resource, all of one shape. A key is
// [area, resource, kind, ...path values, query]; each is a prefix of the keys below it, so
// invalidating `areaKeys.profile`, `sessionKeys.all` or `sessionKeys.lists()` reaches them all.
import { header } from './header.mjs'
import { listResources, plurals } from './resources.mjs'

const quote = (parts) => parts.map((part) => `'${part}'`).join(', ')

/** The members of one kind: the parent (`lists()`) and the key of one call (`list(query)`). */
function kindMembers(root, kind, { path, pathParams, queryParams }) {
  const prefix = `${root}, '${kind}'`
  const typeOf = (name) => `OperationPathParams<'${path}', 'get'>['${name}']`
  const query = queryParams.length > 0 ? [`query: OperationQuery<'${path}', 'get'>`] : []
  const args = [...pathParams.map((name) => `${name}: ${typeOf(name)}`), ...query]
  const values = [...pathParams, ...(query.length ? ['query'] : [])]
  if (args.length === 0) return [`  ${kind}: () => [${prefix}] as const,`]
  if (pathParams.length > 1 && query.length) {
    throw new Error(`${kind} of ${path}: several path parameters and a query have no key shape yet`)
  }
  const [parentId] = pathParams
  const parent =
    parentId && query.length
      ? // A list under a parent (the mappers of one sync) also has the parent's prefix.
        `  ${plurals[kind]}: (${parentId}?: ${typeOf(parentId)}) =>\n` +
        `    ${parentId} === undefined ? ([${prefix}] as const) : ([${prefix}, ${parentId}] as const),`
      : `  ${plurals[kind]}: () => [${prefix}] as const,`
  return [parent, `  ${kind}: (${args.join(', ')}) => [${prefix}, ${values.join(', ')}] as const,`]
}

function renderResource(resource) {
  const root = quote([resource.area, resource.name])
  const ids = Object.values(resource.operations).map(({ operationId }) => `\`${operationId}\``)
  return [
    `/** The keys of ${ids.join(', ')}. */`,
    `export const ${resource.name}Keys = {`,
    `  all: [${root}] as const,`,
    ...Object.entries(resource.operations).flatMap(([kind, operation]) =>
      kindMembers(root, kind, operation),
    ),
    '}',
    '',
  ]
}

/**
 * src/generated/keys/: one module per area with the key factories of its resources (so a
 * bundle takes only the areas it uses), and an index with the areas' roots.
 */
export function renderKeys(operations) {
  const resources = listResources(operations)
  const areas = [...new Set(operations.map(({ tag }) => tag))]
  const homes = areas.filter((area) => resources.some((resource) => resource.area === area))
  const files = {
    'keys/index.ts': [
      header,
      '/** The root of every key of an area: invalidating one refreshes all its queries. */',
      'export const areaKeys = {',
      ...areas.map((area) => `  '${area}': ['${area}'],`),
      '} as const',
      '',
      ...homes.map((area) => `export * from './${area}'`),
      '',
    ].join('\n'),
  }
  for (const area of homes) {
    const own = resources.filter((resource) => resource.area === area)
    const types = ['OperationPathParams', 'OperationQuery'].filter((type) =>
      own.some((resource) =>
        Object.values(resource.operations).some((operation) =>
          type === 'OperationQuery' ? operation.queryParams.length : operation.pathParams.length,
        ),
      ),
    )
    files[`keys/${area}.ts`] = [
      header,
      ...(types.length ? [`import type { ${types.join(', ')} } from '../../client'`, ''] : []),
      ...own.flatMap(renderResource),
    ].join('\n')
  }
  return files
}
