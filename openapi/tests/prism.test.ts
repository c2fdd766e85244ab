import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BuiltRequest,
  loadContract,
  type Operation,
  operations,
  resolve,
  successOf,
  validRequest,
} from './contract'
import { type RunningPrism, sendTo, startPrism } from './prism'

const root = loadContract()
const all = operations(root)
const tags = [...new Set(all.map((operation) => operation.tag))]

/** A required member of the JSON body, if the operation has one to leave out. */
function requiredBodyMember(operation: Operation): string | undefined {
  const body = resolve(root, operation.node.requestBody)
  const media = (body?.content as Record<string, { schema: unknown }> | undefined)?.[
    'application/json'
  ]
  if (!media) return undefined
  const schema = resolve(root, media.schema)
  return (schema.required as string[] | undefined)?.[0]
}

/** A query or path parameter with a bound or an enum that a wrong value breaks. */
function breakableParameter(operation: Operation) {
  return operation.parameters.find((parameter) => {
    const schema = resolve(root, parameter.schema)
    return schema.minimum !== undefined || Array.isArray(schema.enum) || schema.format === 'uuid'
  })
}

/** For each area, the operation to probe and how to break its request. */
function probeFor(tag: string) {
  const candidates = all.filter((operation) => operation.tag === tag)
  const withBody = candidates.find((operation) => requiredBodyMember(operation))
  if (withBody) return { operation: withBody, breakBy: 'body' as const }
  const withParameter = candidates.find((operation) => breakableParameter(operation))
  if (withParameter) return { operation: withParameter, breakBy: 'parameter' as const }
  throw new Error(`area ${tag} has no operation whose request can be broken`)
}

function broken(operation: Operation, request: BuiltRequest, breakBy: 'body' | 'parameter') {
  if (breakBy === 'body') {
    const member = requiredBodyMember(operation) as string
    const body = { ...(request.body as Record<string, unknown>) }
    delete body[member]
    return { ...request, body: body as BuiltRequest['body'] }
  }
  const parameter = breakableParameter(operation) as Record<string, unknown>
  const name = parameter.name as string
  const schema = resolve(root, parameter.schema)
  const wrong =
    schema.minimum !== undefined ? String(Number(schema.minimum) - 1) : 'not-a-valid-value'
  if (parameter.in === 'path') {
    const valid = validRequest(root, operation)
    const template = operation.path.replace(`{${name}}`, encodeURIComponent(wrong))
    // Fill the other path parameters as the valid request did.
    const filled = template.replace(/\{([^}]+)\}/g, (_match, other: string) => {
      const index = operation.path.split('/').indexOf(`{${other}}`)
      return valid.path.split('/')[index] ?? other
    })
    return { ...request, path: filled }
  }
  return { ...request, query: { ...request.query, [name]: wrong } }
}

let prism: RunningPrism

async function send(request: BuiltRequest): Promise<Response> {
  return await sendTo(prism.url, request)
}

beforeAll(async () => {
  prism = await startPrism()
})

afterAll(async () => {
  await prism?.stop()
})

describe.each(tags)('area %s through Prism', (tag) => {
  const { operation, breakBy } = probeFor(tag)

  it(`${operation.operationId}: a valid request gets the documented example`, async () => {
    const response = await send(validRequest(root, operation))
    const { status, mediaType, example } = successOf(root, operation)
    expect(response.headers.get('sl-violations')).toBeNull()
    expect(response.status).toBe(status)
    if (mediaType === 'application/json') expect(await response.json()).toEqual(example)
  })

  it(`${operation.operationId}: a request that breaks the contract gets 422`, async () => {
    const response = await send(broken(operation, validRequest(root, operation), breakBy))
    expect(response.status).toBe(422)
    expect(response.headers.get('sl-violations')).toBeTruthy()
  })
})

describe('every operation through Prism', () => {
  it.each(all.map((operation) => [operation.operationId, operation] as const))(
    '%s answers its documented success to a request built from the examples',
    async (_operationId, operation) => {
      const response = await send(validRequest(root, operation))
      const { status, mediaType } = successOf(root, operation)
      expect(response.headers.get('sl-violations')).toBeNull()
      expect(response.status).toBe(status)
      if (mediaType) expect(response.headers.get('content-type')).toContain(mediaType)
    },
  )
})
