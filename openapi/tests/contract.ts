// Reads the bundled contract and builds a valid request for any operation from the
// contract's own examples, so tests can call every operation without hand-written inputs.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const
type Method = (typeof methods)[number]

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type Node = { [key: string]: unknown }

export interface Operation {
  operationId: string
  method: Method
  path: string
  tag: string
  node: Node
  parameters: Node[]
  secured: boolean
}

export const bundlePath = fileURLToPath(new URL('../dist/platform.yaml', import.meta.url))

export function loadContract(path = bundlePath): Node {
  return parse(readFileSync(path, 'utf8')) as Node
}

export function resolve(root: Node, value: unknown): Node {
  let node = value as Node
  while (node && typeof node.$ref === 'string') {
    const pointer = node.$ref.replace(/^#\//, '').split('/')
    node = pointer.reduce<unknown>(
      (at, key) => (at as Node)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      root,
    ) as Node
  }
  return node
}

export function operations(root: Node): Operation[] {
  const out: Operation[] = []
  const globalSecurity = (root.security as unknown[] | undefined) ?? []
  for (const [path, rawItem] of Object.entries(root.paths as Node)) {
    const item = resolve(root, rawItem)
    const shared = ((item.parameters as unknown[]) ?? []).map((p) => resolve(root, p))
    for (const method of methods) {
      const node = item[method] as Node | undefined
      if (!node) continue
      const own = ((node.parameters as unknown[]) ?? []).map((p) => resolve(root, p))
      const security = (node.security as unknown[] | undefined) ?? globalSecurity
      out.push({
        operationId: node.operationId as string,
        method,
        path,
        tag: (node.tags as string[])[0] as string,
        node,
        parameters: [...shared, ...own],
        secured: security.some((entry) => Object.keys(entry as Node).length > 0),
      })
    }
  }
  return out
}

/** The first named example of a media type, or its single `example`. */
function firstExample(root: Node, media: Node | undefined): Json | undefined {
  if (!media) return undefined
  const examples = media.examples as Node | undefined
  if (examples) {
    const first = Object.values(examples)[0]
    return first === undefined ? undefined : (resolve(root, first).value as Json)
  }
  return media.example as Json | undefined
}

function sampleOf(root: Node, rawSchema: unknown): Json {
  const schema = resolve(root, rawSchema)
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0] as Json
  if (schema.example !== undefined) return schema.example as Json
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json
  if (schema.default !== undefined) return schema.default as Json
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = schema[key] as unknown[] | undefined
    const concrete = options?.find((option) => resolve(root, option).type !== 'null')
    if (concrete) return sampleOf(root, concrete)
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  if (type === 'array') return [sampleOf(root, schema.items)]
  if (type === 'integer' || type === 'number') return (schema.minimum as number | undefined) ?? 1
  if (type === 'boolean') return true
  switch (schema.format) {
    case 'uuid':
      return '3f1c2a4e-7b5d-4c8e-9a21-6d0f8b3e5a71'
    case 'date':
      return '2026-11-21'
    case 'date-time':
      return '2026-11-21T09:30:00Z'
    case 'email':
      return 'ivanov@example.ru'
  }
  return 'a1b2c3d4e5f6a7b8'
}

export interface BuiltRequest {
  method: Method
  path: string
  query: Record<string, string | string[]>
  body?: Json | FormData
  contentType?: string
  secured: boolean
}

/** A request the contract accepts: required parameters and the body's first example. */
export function validRequest(root: Node, operation: Operation): BuiltRequest {
  let path = operation.path
  const query: Record<string, string | string[]> = {}
  for (const parameter of operation.parameters) {
    const name = parameter.name as string
    const example = parameter.example ?? sampleOf(root, parameter.schema)
    if (parameter.in === 'path')
      path = path.replace(`{${name}}`, encodeURIComponent(String(example)))
    if (parameter.in === 'query' && parameter.required) {
      query[name] = Array.isArray(example) ? example.map(String) : String(example)
    }
  }
  const body = resolve(root, operation.node.requestBody)
  const content = body?.content as Node | undefined
  if (!content) return { method: operation.method, path, query, secured: operation.secured }
  if (content['multipart/form-data']) {
    const form = new FormData()
    form.append(
      'file',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      'avatar.svg',
    )
    return { method: operation.method, path, query, body: form, secured: operation.secured }
  }
  const json = content['application/json'] as Node
  const example = firstExample(root, json) ?? sampleOf(root, json.schema)
  return {
    method: operation.method,
    path,
    query,
    body: example,
    contentType: 'application/json',
    secured: operation.secured,
  }
}

/** The first success status of an operation and its first example, if it has a body. */
export function successOf(root: Node, operation: Operation) {
  const responses = operation.node.responses as Node
  const status = Object.keys(responses).find((code) => code.startsWith('2')) as string
  const response = resolve(root, responses[status])
  const content = response.content as Node | undefined
  const mediaType = content ? (Object.keys(content)[0] as string) : undefined
  const example = mediaType ? firstExample(root, content?.[mediaType] as Node) : undefined
  return { status: Number(status), mediaType, example }
}
