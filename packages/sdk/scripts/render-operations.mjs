// Renders the operations: one typed function per operation, in one file per area under
// src/generated/operations/ (a page's bundle takes only its areas' files), and
// src/generated/operations.ts with all of them under one name and the route table (method,
// path, session need, query kinds) routers such as the sandbox use.
import { header } from './header.mjs'

/** @param {import('./generate.d.mts').ContractOperation[]} operations */
function renderArea(operations) {
  const lines = [
    header,
    "import type {\n  DownloadedFile,\n  OperationArgs,\n  OperationData,\n  PlatformClient,\n  PlatformResult,\n} from '../../client'",
    '',
  ]
  for (const { operationId, method, path, summary, kind } of operations) {
    const data = kind === 'download' ? 'DownloadedFile' : `OperationData<'${path}', '${method}'>`
    lines.push(
      `/** ${summary}: \`${method.toUpperCase()} ${path}\`. */`,
      `export function ${operationId}(`,
      '  client: PlatformClient,',
      `  ...args: OperationArgs<'${path}', '${method}'>`,
      `): Promise<PlatformResult<${data}>> {`,
      `  return client.send('${kind}', '${method}', '${path}', args[0]) as Promise<PlatformResult<${data}>>`,
      '}',
      '',
    )
  }
  return lines.join('\n')
}

/**
 * @param {import('./generate.d.mts').ContractOperation[]} operations
 * @returns {Record<string, string>} file name (under src/generated/) → text
 */
export function renderOperations(operations) {
  const areas = [...new Set(operations.map(({ tag }) => tag))]
  const lines = [header, ...areas.map((area) => `export * from './operations/${area}'`), '']
  lines.push(
    '/**',
    ' * Method, path, session need and the kinds of non-string query parameters of every',
    ' * operation, for routers such as the sandbox.',
    ' */',
    'export const operationRoutes = {',
    ...operations.map(({ operationId, method, path, secured, query }) => {
      const kinds = Object.entries(query).map(([name, kind]) => `${name}: '${kind}'`)
      const queryKinds = kinds.length ? `, query: { ${kinds.join(', ')} }` : ''
      return `  ${operationId}: { method: '${method}', path: '${path}', secured: ${secured}${queryKinds} },`
    }),
    '} as const',
    '',
  )
  return {
    'operations.ts': lines.join('\n'),
    ...Object.fromEntries(
      areas.map((area) => [
        `operations/${area}.ts`,
        renderArea(operations.filter(({ tag }) => tag === area)),
      ]),
    ),
  }
}
