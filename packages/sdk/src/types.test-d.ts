import { describe, expectTypeOf, it } from 'vitest'
import { createPlatformClient, type PlatformClient, type PlatformResult } from './client'
import type { PlatformErrorKind } from './errors'
import {
  createDomain,
  getDomain,
  getProfile,
  listSessions,
  setDomainEnabled,
} from './generated/operations'
import type { Domain, ProfileSummary } from './generated/platform'

const client = createPlatformClient()

describe('the operations are typed by the contract', () => {
  it('gives the contract’s success body', async () => {
    const result = await getProfile(client)
    expectTypeOf(result).toEqualTypeOf<PlatformResult<ProfileSummary>>()
    if (result.ok) expectTypeOf(result.data.mainInfo.fio).toBeString()
    else expectTypeOf(result.error.kind).toEqualTypeOf<PlatformErrorKind>()
  })

  it('rejects a missing path parameter', () => {
    // @ts-expect-error: getDomain needs params.path.id
    getDomain(client)
    // @ts-expect-error: the path parameter is `id`
    getDomain(client, { params: { path: { domainId: 'x' } } })
    expectTypeOf(getDomain(client, { params: { path: { id: 'x' } } })).resolves.toEqualTypeOf<
      PlatformResult<Domain>
    >()
  })

  it('rejects a wrong body', () => {
    // @ts-expect-error: the toggle body is { enabled: boolean }
    setDomainEnabled(client, { params: { path: { id: 'x' } }, body: { enabled: 'yes' } })
    // @ts-expect-error: a body is required
    setDomainEnabled(client, { params: { path: { id: 'x' } } })
    // @ts-expect-error: members the contract does not know are refused
    createDomain(client, { body: { aliases: ['a.ru'], unknownMember: true } })
  })

  it('rejects query parameters the contract does not list, and wrong enum values', () => {
    // @ts-expect-error: sort is asc or desc
    listSessions(client, { params: { query: { sort: 'up' } } })
    // @ts-expect-error: no such parameter
    listSessions(client, { params: { query: { pageSize: 10 } } })
  })

  it('offers one way to call: the operation functions, over the client’s untyped core', () => {
    expectTypeOf<keyof PlatformClient>().toEqualTypeOf<'send'>()
  })
})
