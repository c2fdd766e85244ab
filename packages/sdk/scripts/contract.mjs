// Reads the contract (openapi/platform.yaml and the files it refers to) into a flat list of
// operations: what every generated file is made from.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export const contract = fileURLToPath(new URL('../../../openapi/platform.yaml', import.meta.url))
const methods = ['get', 'post', 'put', 'patch', 'delete']

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

function kindOfCall(node) {
  const success = Object.entries(node.responses).find(([code]) => code.startsWith('2'))?.[1]
  const media = Object.keys(success?.content ?? {})[0]
  const requestMedia = Object.keys(node.requestBody?.content ?? {})[0]
  if (requestMedia === 'multipart/form-data') return 'upload'
  return media && media !== 'application/json' ? 'download' : 'call'
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
      const security = node.security ?? root.security ?? []
      const query = {}
      const queryParams = []
      for (const raw of [...(item.parameters ?? []), ...(node.parameters ?? [])]) {
        const { node: parameter, file: at } = deref(raw, areaFile)
        if (parameter.in !== 'query') continue
        queryParams.push({ name: parameter.name, required: parameter.required === true })
        const kind = kindOf(parameter.schema, at)
        if (kind !== 'string') query[parameter.name] = kind
      }
      operations.push({
        operationId: node.operationId,
        method,
        path,
        tag: node.tags[0],
        summary: node.summary,
        kind: kindOfCall(node),
        secured: security.some((entry) => Object.keys(entry).length > 0),
        query,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
        queryParams,
      })
    }
  }
  return operations
}
