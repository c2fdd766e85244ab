// The policy tables: what they invalidate reaches real queries, and the choices that depend on
// a call's request (which identifier, which entity type, a base domain) refresh the right ones.
import { partialMatchKey, QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { listOperations } from '../../scripts/generate.mjs'
import { fakeClient, sent, staleAfter } from '../testing/harness'
import * as query from './index'
import type { MutationPolicy } from './policy'

type Factory = (...args: unknown[]) => { queryKey: readonly unknown[] }
const options = query as unknown as Record<string, Factory>
const { client } = fakeClient()
const operations = listOperations()

describe('every invalidation reaches queries of the contract', () => {
  // One cached query per GET operation, every path parameter `x` and no query: a key an
  // invalidation names must be a prefix of one of them (or of all: `[]`).
  const cached = operations
    .filter(({ method }) => method === 'get')
    .map(({ operationId, pathParams, queryParams }) => {
      const path = Object.fromEntries(pathParams.map((name) => [name, 'x']))
      const args = [...(pathParams.length ? [path] : []), ...(queryParams.length ? [{}] : [])]
      return options[`${operationId}Query`]?.(client, ...args).queryKey ?? []
    })
  const bodies = [{}, { base: true, type: 'users', code: 'x' }]

  it('names no key that no query has', async () => {
    const unreached: string[] = []
    const path = new Proxy({}, { get: () => 'x' })
    for (const { operationId, tag, method } of operations) {
      if (method === 'get') continue
      const { mutations } = await import(`./policies/${tag}.mutations.ts`)
      const { invalidates } = mutations[operationId] as MutationPolicy<unknown, unknown>
      for (const body of bodies) {
        for (const key of invalidates({ params: { path }, body }, {})) {
          if (!cached.some((queryKey) => partialMatchKey(queryKey, key))) {
            unreached.push(`${operationId}: ${JSON.stringify(key)}`)
          }
        }
      }
    }
    expect(unreached).toEqual([])
  })
})

describe('auth and links', () => {
  it('a sent code refreshes the sign-in flows of that identifier, not of another one', async () => {
    const login = { idAttribute: 'login' } as const
    const stale = await staleAfter(
      query.sendLoginCodeMutation(client),
      { params: { path: login }, body: { flow: 'sms_code', login: 'ivanov' } },
      {
        ivanov: query.getAuthConfigQuery(client, login, { login: 'ivanov' }),
        petrov: query.getAuthConfigQuery(client, login, { login: 'petrov' }),
        byEmail: query.getAuthConfigQuery(client, { idAttribute: 'email' }, { email: 'a@b.ru' }),
      },
    )
    expect(stale).toEqual(['ivanov'])
  })

  it('a link’s status is asked once: its error is the answer, not a reason to retry', async () => {
    const failing = fakeClient(403, { expired: true, linkStatus: 'expired' })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } })
    const status = query.getRegistrationLinkStatusQuery(failing.client, { id: 'link-1' })
    await expect(queryClient.fetchQuery(status)).rejects.toMatchObject({ kind: 'forbidden' })
    expect(failing.requests).toHaveLength(1)
  })

  it('a link’s status is not checked again when signing up invalidates everything', async () => {
    const active = fakeClient(200, { status: 'active' })
    const queryClient = new QueryClient()
    // A mounted screen: an observer keeps the query active, as the page does.
    const status = query.getInvitationLinkStatusQuery(active.client, { id: 'link-1' })
    const observer = new QueryObserver(queryClient, status)
    const unsubscribe = observer.subscribe(() => undefined)
    await observer.refetch()
    await queryClient.invalidateQueries()
    unsubscribe()
    expect(active.requests).toHaveLength(1)
  })
})

describe('administration', () => {
  const domains = {
    one: query.getDomainQuery(client, { id: 'd-1' }),
    other: query.getDomainQuery(client, { id: 'd-2' }),
    base: query.getBaseDomainSettingsQuery(client),
  }
  const domain = {
    enabled: true,
    aliases: ['a.ru'],
    baseSettings: false,
    cookie: true,
    locales: [],
  }

  it('saving a domain refreshes its details; saving the base one, every domain’s', async () => {
    const update = query.updateDomainMutation(client)
    const path = { id: 'd-1' }
    const plain = { params: { path }, body: { ...domain, base: false } }
    expect(await staleAfter(update, plain, domains)).toEqual(['one'])
    const base = { params: { path }, body: { ...domain, base: true } }
    expect(await staleAfter(update, base, domains)).toEqual(['one', 'other', 'base'])
  })

  it('a users field refreshes the profile; a field of another entity leaves it', async () => {
    const profile = { profile: query.getProfileDetailsQuery(client) }
    const field = {
      title: 'Табельный номер',
      code: 'personnelNumber',
      subtype: 's-1',
      fieldType: 'input',
    } as const
    const create = query.createDynamicFieldMutation(client)
    expect(await staleAfter(create, { body: { ...field, type: 'users' } }, profile)).toEqual([
      'profile',
    ])
    expect(await staleAfter(create, { body: { ...field, type: 'directories' } }, profile)).toEqual(
      [],
    )
  })

  it('renaming an application’s code refreshes the public card under that code only', async () => {
    const cards = {
      crm: query.getServiceApplicationQuery(client, { app: 'crm' }),
      hr: query.getServiceApplicationQuery(client, { app: 'hr' }),
    }
    const update = query.updateApplicationMutation(client)
    const variables = { params: { path: { id: 'a-1' } }, body: { code: 'crm' } }
    expect(await staleAfter(update, variables as never, cards)).toEqual(['crm'])
  })

  it('a new mapper refreshes the mappers of its sync, every page, and not another sync’s', async () => {
    const mappers = {
      first: query.listMappersQuery(client, { syncId: 's-1' }, { page: 1 }),
      second: query.listMappersQuery(client, { syncId: 's-1' }, { page: 2 }),
      otherSync: query.listMappersQuery(client, { syncId: 's-2' }),
    }
    const create = query.createMapperMutation(client)
    const variables = { params: { path: { syncId: 's-1' } }, body: {} }
    expect(await staleAfter(create, variables as never, mappers)).toEqual(['first', 'second'])
  })

  it('a changed document refreshes every look-up and every document view', async () => {
    const shown = {
      lookup: query.searchDocumentsQuery(client, { searchValue: 'согл', type: 'agreement' }),
      view: query.getDocumentViewQuery(client, { code: 'personal-data' }),
      otherLibrary: query.listBannersQuery(client),
    }
    const update = query.setDocumentEnabledMutation(client)
    const variables = { params: { path: { id: 'doc-1' } }, body: { enabled: false } }
    expect(await staleAfter(update, variables, shown)).toEqual(['lookup', 'view'])
  })
})

describe('the users look-up', () => {
  const ids = ['3f1c2a4e-7b5d-4c8e-9a21-6d0f8b3e5a71', '8e2b4d6f-0a1c-4e3b-9d5f-7a9c1e3b5d7f']

  it('by ids asks for exactly that many users, and keys the query it sends', async () => {
    const { client: recording, requests } = fakeClient(200, { users: [] })
    const options = query.searchUserContactsQuery(recording, { ids })
    expect(options.queryKey.at(-1)).toEqual({ ids, limit: 2 })
    await new QueryClient().fetchQuery(options)
    expect(requests.map(sent)).toEqual([
      `GET /api/v1/platform/setting/users/contacts/search?ids=${ids[0]}&ids=${ids[1]}&limit=2`,
    ])
  })

  it('by more than 50 ids is capped at the contract’s bound; by text or its own limit, as given', () => {
    const many = Array.from({ length: 60 }, (_, index) => `${index}`)
    expect(query.searchUserContactsQuery(client, { ids: many }).queryKey.at(-1)).toEqual({
      ids: many,
      limit: 50,
    })
    const given = [{ searchValue: 'ivanov' }, { ids, limit: 1 }]
    for (const asked of given) {
      expect(query.searchUserContactsQuery(client, asked).queryKey.at(-1)).toEqual(asked)
    }
  })
})
