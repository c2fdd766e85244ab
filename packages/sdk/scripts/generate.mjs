// Generates the SDK from the contract: the types (openapi-typescript) and one named function
// per operation, one file per area. `npm run gen` writes them to src/generated/; a test checks
// they are current.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { parse } from 'yaml'

const contract = fileURLToPath(new URL('../../../openapi/platform.yaml', import.meta.url))
const outDir = fileURLToPath(new URL('../src/generated/', import.meta.url))
const methods = ['get', 'post', 'put', 'patch', 'delete']
const header =
  '// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:\n' +
  '// change the contract and run `npm run gen -w @platform/sdk`.\n'

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'))
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull())

async function renderTypes() {
  const ast = await openapiTS(new URL(`file://${contract}`), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    enumValues: true,
    // A member with a default may be left out of a request; answers list what they always send.
    defaultNonNullable: false,
    // Files travel as Blob (a File is one): uploads take them, downloads give them.
    transform(schema) {
      if (schema.format !== 'binary') return undefined
      const nullable = Array.isArray(schema.type) && schema.type.includes('null')
      return nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB
    },
  })
  return `${header}\n${astToString(ast)}`
}

const documents = new Map()
function load(file) {
  if (!documents.has(file)) documents.set(file, parse(readFileSync(file, 'utf8')))
  return documents.get(file)
}

/** Follows a `$ref` (relative file and JSON pointer) from `file`; returns the node and its file. */
function deref(node, file) {
  let current = node
  let at = file
  while (current && typeof current.$ref === 'string') {
    const [target, pointer = ''] = current.$ref.split('#/')
    at = target ? join(dirname(at), target) : at
    current = pointer.split('/').reduce((value, key) => value?.[key], load(at))
  }
  return { node: current, file: at }
}

/** `integer`, `number`, `boolean`, `array` or `string`: what a query string must become. */
function kindOf(schema, file) {
  const { node, file: at } = deref(schema, file)
  if (!node) return 'string'
  const options = node.oneOf ?? node.anyOf
  if (options) {
    const concrete = options.find((option) => deref(option, at).node?.type !== 'null')
    return concrete ? kindOf(concrete, at) : 'string'
  }
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type
  return type ?? 'string'
}

/** Every operation of the contract, in the order of the root file. */
export function listOperations() {
  const root = parse(readFileSync(contract, 'utf8'))
  const operations = []
  for (const [path, ref] of Object.entries(root.paths)) {
    const [file, pointer] = ref.$ref.split('#/')
    const areaFile = join(dirname(contract), file)
    const item = load(areaFile)[pointer]
    for (const method of methods) {
      const node = item[method]
      if (!node) continue
      const success = Object.entries(node.responses).find(([code]) => code.startsWith('2'))?.[1]
      const media = Object.keys(success?.content ?? {})[0]
      const requestMedia = Object.keys(node.requestBody?.content ?? {})[0]
      const kind =
        requestMedia === 'multipart/form-data'
          ? 'upload'
          : media && media !== 'application/json'
            ? 'download'
            : 'call'
      const security = node.security ?? root.security ?? []
      const query = {}
      for (const raw of [...(item.parameters ?? []), ...(node.parameters ?? [])]) {
        const { node: parameter, file: at } = deref(raw, areaFile)
        if (parameter.in !== 'query') continue
        const kind = kindOf(parameter.schema, at)
        if (kind !== 'string') query[parameter.name] = kind
      }
      operations.push({
        operationId: node.operationId,
        method,
        path,
        tag: node.tags[0],
        summary: node.summary,
        kind,
        secured: security.some((entry) => Object.keys(entry).length > 0),
        query,
      })
    }
  }
  return operations
}

/** One file of named functions per area (tag): a page's bundle takes only its areas' files. */
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

/** The areas' functions under one name, and the table of every operation's route. */
function renderOperations(operations, areas) {
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
  return lines.join('\n')
}

export async function generate() {
  const operations = listOperations()
  const areas = [...new Set(operations.map(({ tag }) => tag))]
  return {
    'platform.ts': await renderTypes(),
    'operations.ts': renderOperations(operations, areas),
    ...Object.fromEntries(
      areas.map((area) => [
        `operations/${area}.ts`,
        renderArea(operations.filter(({ tag }) => tag === area)),
      ]),
    ),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  rmSync(join(outDir, 'operations'), { recursive: true, force: true })
  mkdirSync(join(outDir, 'operations'))
  for (const [name, text] of Object.entries(await generate())) {
    writeFileSync(join(outDir, name), text)
    console.info(`wrote src/generated/${name}`)
  }
}
