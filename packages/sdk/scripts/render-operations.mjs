// Renders src/generated/operations.ts: one typed function per operation, and the route table
// (method, path, session need, query kinds) routers such as the sandbox use.
import { header } from './header.mjs'

export function renderOperations(operations) {
  const lines = [
    header,
    "import type {\n  DownloadedFile,\n  OperationArgs,\n  OperationData,\n  PlatformClient,\n  PlatformResult,\n} from '../client'",
    '',
  ]
  let tag = ''
  for (const { operationId, method, path, tag: area, summary, kind } of operations) {
    if (area !== tag) {
      tag = area
      lines.push(`// ${tag}`, '')
    }
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
  return lines.join('\n')
}
