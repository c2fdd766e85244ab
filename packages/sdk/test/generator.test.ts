// The generator: how it names what each operation reads, and that every option it writes is
// keyed, sends and invalidates as its rules and its area's policy table say. The options of one
// operation are not tested one by one: these properties hold for all of them.
import { partialMatchKey, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  type ContractOperation,
  listOperations,
  listResources,
  plurals,
  resourceOf,
  singular,
} from '../scripts/generate.mjs'
import * as root from '../src'
import * as query from '../src/query'
import type { MutationPolicy } from '../src/query/policy'
import { fakeClient, invalidatedBy, sent } from '../src/testing/harness'

const operations = listOperations()
const exported = { ...root, ...query } as unknown as Record<string, unknown>
type Factory = (...args: unknown[]) => Record<string, unknown>
type Keys = Record<string, readonly unknown[] | ((...args: unknown[]) => readonly unknown[])>

const pathOf = ({ pathParams }: ContractOperation) =>
  Object.fromEntries(pathParams.map((name) => [name, `${name}-1`]))
const urlOf = (operation: ContractOperation) =>
  `/api/v1${operation.path.replace(/\{(\w+)\}/g, (_, name: string) => `${name}-1`)}`
/** The arguments of an operation's query options: its path parameters, then its query. */
const argsOf = (operation: ContractOperation) => [
  ...(operation.pathParams.length ? [pathOf(operation)] : []),
  ...(operation.queryParams.length ? [{}] : []),
]

describe('what each GET operation reads: its resource and kind', () => {
  it.each([
    ['Companies', 'Company'],
    ['NetworkAliases', 'NetworkAlias'],
    ['AccessRequests', 'AccessRequest'],
    ['Whitelist', 'Whitelist'],
    ['History', 'History'],
  ])('the collection %s is of %s', (noun, resource) => {
    expect(singular(noun)).toBe(resource)
  })

  it('the verb is the kind and the noun the resource; a single read keeps its noun', () => {
    expect(resourceOf({ operationId: 'listDomains' })).toEqual({ name: 'domain', kind: 'list' })
    expect(resourceOf({ operationId: 'getDomain' })).toEqual({ name: 'domain', kind: 'detail' })
    expect(resourceOf({ operationId: 'searchDomains' })).toEqual({ name: 'domain', kind: 'search' })
    expect(resourceOf({ operationId: 'getPublicSettings' })).toEqual({
      name: 'publicSettings',
      kind: 'detail',
    })
    expect(() => resourceOf({ operationId: 'fetchDomain' })).toThrow(/starts with/)
  })

  it('refuses two operations of one kind on one resource, which would share keys', () => {
    const [listDomains] = operations.filter(({ operationId }) => operationId === 'listDomains')
    const twin = { ...listDomains, operationId: 'listDomain' } as ContractOperation
    expect(() => listResources([listDomains as ContractOperation, twin])).toThrow(/both the list/)
  })

  it('keys a look-up another area offers under its resource’s own area', () => {
    const documents = listResources(operations).find(({ name }) => name === 'document')
    expect(documents?.area).toBe('setting-libraries')
    expect(documents?.operations.search?.tag).toBe('setting-domains')
  })
})

describe('the generated query and mutation options', () => {
  it('exist for every operation, beside its function, under the names of the contract', () => {
    const missing = operations.flatMap(({ operationId, method }) => {
      const options = method === 'get' ? `${operationId}Query` : `${operationId}Mutation`
      return [operationId, options].filter((name) => typeof exported[name] !== 'function')
    })
    expect(missing).toEqual([])
  })

  it('key every query under its area, its resource and its kind, each a prefix of the next', () => {
    const { client } = fakeClient()
    for (const resource of listResources(operations)) {
      const keys = exported[`${resource.name}Keys`] as Keys
      for (const [kind, operation] of Object.entries(resource.operations)) {
        const { queryKey } = (exported[`${operation.operationId}Query`] as Factory)(
          client,
          ...argsOf(operation),
        )
        const parent = keys[plurals[kind as keyof typeof plurals]] ?? keys[kind]
        const parents = [query.areaKeys[resource.area as keyof typeof query.areaKeys], keys.all]
        for (const key of [...parents, typeof parent === 'function' ? parent() : parent]) {
          expect(
            partialMatchKey(queryKey as unknown[], key as unknown[]),
            operation.operationId,
          ).toBe(true)
        }
      }
    }
  })

  it('ask for their own operation, with its path parameters', async () => {
    const { client, requests } = fakeClient()
    const gets = operations.filter(({ method }) => method === 'get')
    for (const operation of gets) {
      const options = (exported[`${operation.operationId}Query`] as Factory)(
        client,
        ...argsOf(operation),
      )
      await new QueryClient().fetchQuery(options as never)
    }
    expect(requests.map(sent)).toEqual(gets.map((operation) => `GET ${urlOf(operation)}`))
  })

  it('call their operation and invalidate what their area’s policy table says', async () => {
    const changes = operations.filter(({ method }) => method !== 'get')
    for (const operation of changes) {
      const { client, requests } = fakeClient()
      const { mutations } = await import(`../src/query/policies/${operation.tag}.mutations.ts`)
      const variables = { params: { path: pathOf(operation) }, body: {} }
      const options = (exported[`${operation.operationId}Mutation`] as Factory)(client)
      const expected = (
        mutations[operation.operationId] as MutationPolicy<unknown, unknown>
      ).invalidates(variables, {})
      expect(options.mutationKey).toEqual([operation.tag, operation.operationId])
      expect(await invalidatedBy(options as never, variables)).toEqual(expected)
      expect(requests.map(sent)).toEqual([`${operation.method.toUpperCase()} ${urlOf(operation)}`])
    }
  })
})
