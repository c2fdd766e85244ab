// Calls every operation of the contract through the SDK against Prism, which validates each
// request against the contract, then makes Prism answer every documented error status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  loadContract,
  type Operation,
  operations,
  resolve,
  successOf,
  validRequest,
} from '../../../openapi/tests/contract'
import { type RunningPrism, startPrism } from '../../../openapi/tests/prism'
import * as sdk from '../src'

const root = loadContract()
const all = operations(root)

type Call = (client: sdk.PlatformClient, init?: object) => Promise<sdk.PlatformResult<unknown>>

function callOf(operation: Operation): Call {
  const call = (sdk as unknown as Record<string, Call | undefined>)[operation.operationId]
  if (!call) throw new Error(`the SDK does not export ${operation.operationId}`)
  return call
}

/** The request the contract's examples describe, as an SDK init. */
function initFor(operation: Operation, headers: Record<string, string> = {}) {
  const request = validRequest(root, operation)
  const path: Record<string, string> = {}
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path') continue
    const segments = operation.path.split('/')
    const index = segments.indexOf(`{${parameter.name}}`)
    path[parameter.name as string] = decodeURIComponent(request.path.split('/')[index] ?? '')
  }
  const body =
    request.body instanceof FormData
      ? {
          file: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', {
            type: 'image/svg+xml',
          }),
        }
      : request.body
  return {
    params: { path, query: request.query },
    ...(body === undefined ? {} : { body }),
    headers: {
      ...(operation.secured ? { cookie: 'platform_session=contract-test' } : {}),
      ...headers,
    },
  }
}

let prism: RunningPrism
let client: sdk.PlatformClient
const violations: string[] = []

beforeAll(async () => {
  prism = await startPrism()
  client = sdk.createPlatformClient({
    baseUrl: prism.url,
    locale: () => 'ru',
    fetch: async (request) => {
      const response = await fetch(request)
      const violation = response.headers.get('sl-violations')
      if (violation) violations.push(`${request.method} ${request.url}: ${violation}`)
      return response
    },
  })
})

afterAll(async () => {
  await prism?.stop()
})

describe('every operation through the SDK, validated by Prism', () => {
  it.each(all.map((operation) => [operation.operationId, operation] as const))(
    '%s: a valid call gets a typed success',
    async (_id, operation) => {
      const before = violations.length
      const result = await callOf(operation)(client, initFor(operation))
      expect(violations.slice(before)).toEqual([])
      expect(result.error).toBeUndefined()
      expect(result.ok).toBe(true)
      expect(result.response?.status).toBe(successOf(root, operation).status)
    },
  )
})

const errorCases = all.flatMap((operation) =>
  Object.keys(resolve(root, operation.node.responses))
    .filter((status) => /^[45]\d\d$/.test(status))
    .map((status) => [`${operation.operationId} ${status}`, operation, Number(status)] as const),
)

describe('every documented error becomes the right PlatformError', () => {
  it.each(errorCases)('%s', async (_name, operation, status) => {
    const init = initFor(operation, { Prefer: `code=${status}` })
    const result = await callOf(operation)(client, init)
    expect(result.ok).toBe(false)
    expect(result.error?.status).toBe(status)
    expect(result.error?.kind).toBe(sdk.kindOfStatus(status))
  })
})

it('sent no request Prism found invalid', () => {
  expect(violations).toEqual([])
})
