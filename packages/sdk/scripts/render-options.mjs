// Renders the React Query layer: src/generated/queries/<area>.ts (the query options of every
// GET of an area), src/generated/mutations/<area>.ts (the mutation options of its other calls)
// and src/generated/catalog.ts, the types the policy tables are checked against. One module per
// area and side, so a bundle takes only what it uses: a page's guard needs a link's status, not
// the mutations of its form. Cache policies and invalidations are not in the contract: each
// area's tables in src/query/policies/<area>.queries.ts and <area>.mutations.ts hold them.
import { header } from './header.mjs'
import { listResources } from './resources.mjs'

const list = (names) => `{\n${names.map((name) => `  ${name},`).join('\n')}\n}`
const dataOf = ({ kind, path, method }) =>
  kind === 'download' ? 'DownloadedFile' : `OperationData<'${path}', '${method}'>`
/** The client's types the mutations of `changes` are written with, and `more`. */
const mutationTypes = (changes, more) => [
  ...(changes.some(({ kind }) => kind === 'download') ? ['DownloadedFile'] : []),
  'OperationData',
  'OperationInit',
  more,
]

function renderQuery(operation, keys) {
  const { operationId, path, summary, pathParams, queryParams } = operation
  const policy = `policy.${operationId}`
  const hasQuery = queryParams.length > 0
  const optional = !queryParams.some(({ required }) => required)
  const args = [
    '  client: PlatformClient,',
    ...(pathParams.length ? [`  path: OperationPathParams<'${path}', 'get'>,`] : []),
    ...(hasQuery ? [`  query: OperationQuery<'${path}', 'get'>${optional ? ' = {}' : ''},`] : []),
  ]
  const keyArgs = [...pathParams.map((name) => `path.${name}`), ...(hasQuery ? ['sent'] : [])]
  const params = [...(pathParams.length ? ['path'] : []), ...(hasQuery ? ['query: sent'] : [])]
  const init = params.length ? `{ params: { ${params.join(', ')} }, signal }` : '{ signal }'
  const options = [
    'queryOptions({',
    `    ...${hasQuery ? 'cache' : policy},`,
    `    queryKey: ${keys.get(operationId)}(${keyArgs.join(', ')}),`,
    `    queryFn: ({ signal }) => unwrap(${operationId}(client, ${init})),`,
    '  })',
  ].join('\n')
  const signature = [`/** ${summary}: \`GET ${path}\`. */`, `export const ${operationId}Query = (`]
  if (!hasQuery) return [...signature, ...args, ') =>', `  ${options}`, '']
  return [
    ...signature,
    ...args,
    ') => {',
    `  const [sent, cache] = withPolicy(${policy}, query)`,
    `  return ${options}`,
    '}',
    '',
  ]
}

function renderMutation(operation) {
  const { operationId, path, method, tag, summary } = operation
  const variables = `OperationInit<'${path}', '${method}'>`
  return [
    `/** ${summary}: \`${method.toUpperCase()} ${path}\`. */`,
    `export const ${operationId}Mutation = (`,
    '  client: PlatformClient,',
    `  hooks?: MutationHooks<${dataOf(operation)}, ${variables}>,`,
    ') =>',
    '  platformMutation(',
    '    {',
    `      ...policy.${operationId},`,
    `      mutationKey: ['${tag}', '${operationId}'],`,
    `      mutationFn: (init: ${variables}) => unwrap(${operationId}(client, init)),`,
    '    },',
    '    hooks,',
    '  )',
    '',
  ]
}

function renderQueries(gets, keys) {
  const withQuery = gets.some(({ queryParams }) => queryParams.length)
  const clientTypes = [
    ...(gets.some(({ pathParams }) => pathParams.length) ? ['OperationPathParams'] : []),
    ...(withQuery ? ['OperationQuery'] : []),
    'PlatformClient',
  ]
  const keyObjects = [
    ...new Set(gets.map(({ operationId }) => keys.get(operationId).split('.')[0])),
  ]
  return [
    header,
    "import { queryOptions } from '@tanstack/react-query'",
    `import type { ${clientTypes.join(', ')} } from '../../client'`,
    `import { ${['unwrap', ...(withQuery ? ['withPolicy'] : [])].join(', ')} } from '../../query/core'`,
    `import { queries as policy } from '../../query/policies/${gets[0].tag}.queries'`,
    `import ${list(keyObjects.sort())} from '../keys'`,
    `import ${list(gets.map(({ operationId }) => operationId))} from '../operations'`,
    '',
    ...gets.flatMap((operation) => renderQuery(operation, keys)),
  ].join('\n')
}

function renderMutations(changes) {
  return [
    header,
    `import type { ${mutationTypes(changes, 'PlatformClient').join(', ')} } from '../../client'`,
    "import { type MutationHooks, platformMutation, unwrap } from '../../query/core'",
    `import { mutations as policy } from '../../query/policies/${changes[0].tag}.mutations'`,
    `import ${list(changes.map(({ operationId }) => operationId))} from '../operations'`,
    '',
    ...changes.flatMap(renderMutation),
  ].join('\n')
}

/** The area modules of one side, and an index that re-exports them. */
function renderSide(side, operations, render) {
  const areas = [...new Set(operations.map(({ tag }) => tag))]
  const files = {
    [`${side}/index.ts`]: [header, ...areas.map((area) => `export * from './${area}'`), ''].join(
      '\n',
    ),
  }
  for (const area of areas) {
    files[`${side}/${area}.ts`] = render(operations.filter(({ tag }) => tag === area))
  }
  return files
}

export function renderOptions(operations) {
  const keys = new Map()
  for (const resource of listResources(operations)) {
    for (const [kind, { operationId }] of Object.entries(resource.operations)) {
      keys.set(operationId, `${resource.name}Keys.${kind}`)
    }
  }
  const gets = operations.filter(({ method }) => method === 'get')
  const changes = operations.filter(({ method }) => method !== 'get')
  return {
    ...renderSide('queries', gets, (area) => renderQueries(area, keys)),
    ...renderSide('mutations', changes, renderMutations),
  }
}

export function renderCatalog(operations) {
  const gets = operations.filter(({ method }) => method === 'get')
  const changes = operations.filter(({ method }) => method !== 'get')
  return [
    header,
    `import type { ${mutationTypes(changes, 'OperationQuery').join(', ')} } from '../client'`,
    '',
    '/** Every GET operation: its area and the query it takes (`never`: none). */',
    'export interface QueryOperations {',
    ...gets.map(
      ({ operationId, tag, path, queryParams }) =>
        `  ${operationId}: { area: '${tag}'; query: ${queryParams.length ? `OperationQuery<'${path}', 'get'>` : 'never'} }`,
    ),
    '}',
    '',
    '/** Every other operation: its area, its request and its answer. */',
    'export interface MutationOperations {',
    ...changes.map(
      (operation) =>
        `  ${operation.operationId}: { area: '${operation.tag}'; variables: OperationInit<'${operation.path}', '${operation.method}'>; data: ${dataOf(operation)} }`,
    ),
    '}',
    '',
  ].join('\n')
}
