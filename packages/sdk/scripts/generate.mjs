// Generates the SDK from the contract: the types (openapi-typescript), one named function per
// operation, and the React Query layer (keys, query and mutation options). `npm run gen` writes
// them to src/generated/; a test checks they are current.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { contract, listOperations } from './contract.mjs'
import { header } from './header.mjs'
import { renderKeys } from './render-keys.mjs'
import { renderOperations } from './render-operations.mjs'
import { renderCatalog, renderOptions } from './render-options.mjs'

export { listOperations } from './contract.mjs'
export { listResources, plurals, resourceOf, singular } from './resources.mjs'

const outDir = fileURLToPath(new URL('../src/generated/', import.meta.url))
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

export async function generate() {
  const operations = listOperations()
  return {
    'platform.ts': await renderTypes(),
    ...renderOperations(operations),
    'catalog.ts': renderCatalog(operations),
    ...renderKeys(operations),
    ...renderOptions(operations),
  }
}

/** Every file under src/generated/, as paths relative to it. */
export function listGenerated() {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(outDir.length))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await generate()
  for (const name of listGenerated()) {
    if (!(name in files)) rmSync(join(outDir, name))
  }
  for (const entry of readdirSync(outDir)) {
    const folder = join(outDir, entry)
    const empty = statSync(folder).isDirectory() && readdirSync(folder).length === 0
    if (empty) rmSync(folder, { recursive: true })
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, name)), { recursive: true })
    writeFileSync(join(outDir, name), text)
    console.info(`wrote src/generated/${name}`)
  }
}
