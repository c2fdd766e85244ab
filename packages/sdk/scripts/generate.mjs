// Generates the SDK from the contract: the types (openapi-typescript) and one named function
// per operation. `npm run gen` writes them to src/generated/; a test checks they are current.
import { readFileSync, writeFileSync } from 'node:fs'
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

/** Every operation of the contract, in the order of the root file. */
export function listOperations() {
  const root = parse(readFileSync(contract, 'utf8'))
  const operations = []
  for (const [path, ref] of Object.entries(root.paths)) {
    const [file, pointer] = ref.$ref.split('#/')
    const area = parse(readFileSync(join(dirname(contract), file), 'utf8'))
    const item = area[pointer]
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
      operations.push({
        operationId: node.operationId,
        method,
        path,
        tag: node.tags[0],
        summary: node.summary,
        kind,
      })
    }
  }
  return operations
}

function renderOperations(operations) {
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
  return lines.join('\n')
}

export async function generate() {
  return {
    'platform.ts': await renderTypes(),
    'operations.ts': renderOperations(listOperations()),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, text] of Object.entries(await generate())) {
    writeFileSync(join(outDir, name), text)
    console.info(`wrote src/generated/${name}`)
  }
}
