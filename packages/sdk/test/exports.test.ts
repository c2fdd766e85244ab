import { describe, expect, it } from 'vitest'
import { listOperations } from '../scripts/generate.mjs'
import * as sdk from '../src'

const operations = listOperations()
const exported = sdk as unknown as Record<string, unknown>

describe('every operation of the contract can be reached by name', () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    (operationId, { method }) => {
      expect(typeof exported[operationId], 'the call').toBe('function')
      const factory = method === 'get' ? `${operationId}Query` : `${operationId}Mutation`
      expect(typeof exported[factory], factory).toBe('function')
    },
  )
})
