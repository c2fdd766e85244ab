// The Prism-proxy tour: every operation, called with realistic inputs through
// `prism proxy --errors`, which fails any request or answer that breaks the contract.

import { operationRoutes } from '@platform/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningPrism, startPrism } from '../../../openapi/tests/prism'
import { createSandbox } from '../src'
import type { OperationId } from '../src/contract'
import { matchRoute } from '../src/http/router'
import { type RunningSandbox, startSandboxServer } from '../src/node'
import { createTourContext, type TourContext, type TourStop } from './tour/harness'

const stops = Object.entries(
  import.meta.glob<{ tour: TourStop[] }>('./tour/*.tour.ts', { eager: true }),
).flatMap(([file, module]) =>
  module.tour.map((stop) => [`${file.slice(7, -8)}: ${stop.name}`, stop] as const),
)

const visited = new Set<OperationId>()
let server: RunningSandbox
let prism: RunningPrism
let context: TourContext

beforeAll(async () => {
  const sandbox = createSandbox()
  const handle = sandbox.handle
  sandbox.handle = (request, cookie) => {
    const match = matchRoute(request.method, new URL(request.url).pathname)
    if (match && match !== 'methodNotAllowed') visited.add(match.operationId)
    return handle(request, cookie)
  }
  server = await startSandboxServer({ port: 0, sandbox })
  prism = await startPrism({ mode: 'proxy', upstream: server.url })
  context = createTourContext(prism.url, sandbox)
})

afterAll(async () => {
  await prism?.stop()
  await server?.close()
})

describe('the tour through the Prism proxy', () => {
  it.each(stops)('%s', async (_name, stop) => {
    await stop.run(context)
  })
})

it('visited every operation of the contract', () => {
  const all = Object.keys(operationRoutes) as OperationId[]
  expect(all.filter((operationId) => !visited.has(operationId))).toEqual([])
})
