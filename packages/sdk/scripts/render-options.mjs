// Renders the React Query layer: src/generated/queries.ts (query options for every GET),
// src/generated/mutations.ts (mutation options for every other call) and src/generated/catalog.ts
// (the types the policy tables are checked against). Cache policies and invalidations are not
// in the contract: each area's table in src/query/policies/<area>.ts holds them.
import { header } from './header.mjs'
import { listResources } from './resources.mjs'

const camel = (tag) => tag.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())
const policyOf = (tag) => `${camel(tag)}Policy`
const policyImports = (tags) =>
  tags.map((tag) => `import { policy as ${policyOf(tag)} } from '../query/policies/${tag}'`)
const list = (names) => `{\n${names.map((name) => `  ${name},`).join('\n')}\n}`
const dataOf = ({ kind, path, method }) =>
  kind === 'download' ? 'DownloadedFile' : `OperationData<'${path}', '${method}'>`

function renderQuery(operation, keys) {
  const { operationId, path, tag, summary, pathParams, queryParams } = operation
  const policy = `${policyOf(tag)}.queries?.${operationId}`
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
  const options = (indent) =>
    [
      'queryOptions({',
      `  ...${hasQuery ? 'cache' : policy},`,
      `  queryKey: ${keys.get(operationId)}(${keyArgs.join(', ')}),`,
      `  queryFn: ({ signal }) => unwrap(${operationId}(client, ${init})),`,
      '})',
    ].map((line, index) => (index === 0 ? line : indent + line))
  const signature = [`/** ${summary}: \`GET ${path}\`. */`, `export const ${operationId}Query = (`]
  if (!hasQuery) return [...signature, ...args, `) =>`, `  ${options('  ').join('\n')}`, '']
  return [
    ...signature,
    ...args,
    ') => {',
    `  const [sent, cache] = withPolicy(${policy}, query)`,
    `  return ${options('  ').join('\n')}`,
    '}',
    '',
  ]
}

export function renderQueries(operations) {
  const gets = operations.filter(({ method }) => method === 'get')
  const keys = new Map()
  for (const resource of listResources(operations)) {
    for (const [kind, { operationId }] of Object.entries(resource.operations)) {
      keys.set(operationId, `${resource.name}Keys.${kind}`)
    }
  }
  const keyObjects = [...new Set([...keys.values()].map((key) => key.split('.')[0]))].sort()
  return [
    header,
    "import { queryOptions } from '@tanstack/react-query'",
    "import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'",
    "import { unwrap, withPolicy } from '../query/core'",
    ...policyImports([...new Set(gets.map(({ tag }) => tag))]),
    `import ${list(keyObjects)} from './keys'`,
    `import ${list(gets.map(({ operationId }) => operationId))} from './operations'`,
    '',
    ...gets.flatMap((operation) => renderQuery(operation, keys)),
  ].join('\n')
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
    `      ...${policyOf(tag)}.mutations.${operationId},`,
    `      mutationKey: ['${tag}', '${operationId}'],`,
    `      mutationFn: (init: ${variables}) => unwrap(${operationId}(client, init)),`,
    '    },',
    '    hooks,',
    '  )',
    '',
  ]
}

export function renderMutations(operations) {
  const changes = operations.filter(({ method }) => method !== 'get')
  return [
    header,
    'import type {',
    ...(changes.some(({ kind }) => kind === 'download') ? ['  DownloadedFile,'] : []),
    '  OperationData,',
    '  OperationInit,',
    '  PlatformClient,',
    "} from '../client'",
    "import { type MutationHooks, platformMutation, unwrap } from '../query/core'",
    ...policyImports([...new Set(changes.map(({ tag }) => tag))]),
    `import ${list(changes.map(({ operationId }) => operationId))} from './operations'`,
    '',
    ...changes.flatMap(renderMutation),
  ].join('\n')
}

export function renderCatalog(operations) {
  const gets = operations.filter(({ method }) => method === 'get')
  const changes = operations.filter(({ method }) => method !== 'get')
  return [
    header,
    `import type { ${[
      ...(changes.some(({ kind }) => kind === 'download') ? ['DownloadedFile'] : []),
      'OperationData',
      'OperationInit',
      'OperationQuery',
    ].join(', ')} } from '../client'`,
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
