import {
  checkProviderConnection,
  createProvider,
  deleteProvider,
  getProvider,
  listMappers,
  listProviderSyncHistory,
  listProviders,
  type ProviderInput,
  setProviderEnabled,
  startProviderSync,
  updateProvider,
  updateProviderSync,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'
import type { Sandbox } from '../sandbox'

function providerNamed(sandbox: Sandbox, name: string) {
  const provider = sandbox.state.providers.providers.find((item) => item.name === name)
  const sync = provider?.sync[0]
  if (!provider || !sync) throw new Error(`no provider ${name}`)
  return { provider, sync }
}

const input: ProviderInput = {
  type: 'keycloak',
  enabled: true,
  realm: 'sales',
  name: 'Sales Keycloak',
  url: 'https://sales-sso.example.ru',
  clientId: 'platform-sales',
  clientSecret: 'Zq8-Lm3_vT91pXs7Kd',
}

describe('providers', () => {
  it('lists keycloak and wapps providers without secrets, syncs in every status', async () => {
    const { client, sandbox } = await signedIn()
    const { providers, meta } = data(await listProviders(client))
    expect(meta).toMatchObject({ sortBy: 'name', sort: 'asc', total: 5 })
    expect(new Set(providers.map((item) => item.type))).toEqual(new Set(['keycloak', 'wapps']))
    expect(providers[0]).not.toHaveProperty('clientSecret')
    const statuses = []
    for (const item of providers) {
      const provider = data(await getProvider(client, { params: { path: { id: item.id } } }))
      statuses.push(provider.sync[0]?.details.status)
    }
    expect(new Set(statuses)).toEqual(new Set(['disabled', 'await', 'process', 'success', 'error']))
    const failed = providerNamed(sandbox, 'WAPPS HR').sync
    expect(failed.details.nextAt).toBeNull()
  })

  it('validates the Main tab and keeps names unique', async () => {
    const { client } = await signedIn()
    const bad = await createProvider(client, {
      body: {
        ...input,
        name: 'Провайдер',
        url: 'sso.example.ru',
        clientId: 'client.id',
        realm: '',
      },
    })
    expect(failure(bad).body?.errorList).toEqual({
      name: ['errorLatinRequired'],
      url: ['errorUrl'],
      clientId: ['errorMask'],
      realm: ['errorEmpty'],
    })
    const taken = await createProvider(client, { body: { ...input, name: 'corporate keycloak' } })
    expect(failure(taken)).toEqual({ status: 409, body: { errorList: { name: ['errorUnique'] } } })
  })

  it('creates with a disabled sync, updates, toggles and deletes with its mappers', async () => {
    const { client } = await signedIn()
    const { id } = data(await createProvider(client, { body: input }))
    const created = data(await getProvider(client, { params: { path: { id } } }))
    expect(created).toMatchObject({ name: 'Sales Keycloak', clientSecret: input.clientSecret })
    expect(created.sync[0]).toMatchObject({
      type: 'users',
      enabled: false,
      restartOnFailure: false,
      periodUnit: 'hours',
      periodAmount: 0,
      syncLimit: 50,
      baseMappers: false,
      details: { status: 'disabled', success: null, nextAt: null },
    })
    data(
      await updateProvider(client, {
        params: { path: { id } },
        body: { ...input, realm: 'sales2' },
      }),
    )
    data(await setProviderEnabled(client, { params: { path: { id } }, body: { enabled: false } }))
    const updated = data(await getProvider(client, { params: { path: { id } } }))
    expect(updated).toMatchObject({ realm: 'sales2', enabled: false })
    data(await deleteProvider(client, { params: { path: { id } } }))
    expect(failure(await getProvider(client, { params: { path: { id } } })).status).toBe(404)
    const syncId = created.sync[0]?.id ?? ''
    expect(failure(await listMappers(client, { params: { path: { syncId } } })).status).toBe(404)
  })

  it('checks the connection by a fixed rule', async () => {
    const { client, sandbox } = await signedIn()
    expect(data(await checkProviderConnection(client, { body: input }))).toEqual({
      status: 'connected',
    })
    const unreachable = await checkProviderConnection(client, {
      body: { ...input, url: 'https://unreachable.example.ru/auth' },
    })
    expect(failure(unreachable)).toEqual({
      status: 400,
      body: { providerError: 'connectionError' },
    })
    const refused = await checkProviderConnection(client, {
      body: { ...input, clientSecret: 'short' },
    })
    expect(failure(refused).body).toEqual({
      providerError: 'accessError',
      requiredRights: ['view-users', 'query-users', 'query-groups', 'view-realm'],
    })
    const invalid = await checkProviderConnection(client, {
      body: { ...input, clientSecret: 'a b' },
    })
    expect(failure(invalid).body?.errorList).toEqual({ clientSecret: ['errorMask'] })
    const { provider } = providerNamed(sandbox, 'Keycloak Test')
    const saved = await checkProviderConnection(client, { body: { ...provider, id: provider.id } })
    expect(failure(saved).body?.providerError).toBe('connectionError')
    const gone = await checkProviderConnection(client, {
      body: { ...input, id: '00000000-0000-4000-8000-000000000000' },
    })
    expect(failure(gone).status).toBe(404)
  })
})

describe('synchronisation', () => {
  it('starts a run that finishes a few seconds later with history rows', async () => {
    const { client, sandbox, clock } = await signedIn()
    const { provider, sync } = providerNamed(sandbox, 'Corporate Keycloak')
    const path = { id: provider.id }
    data(await startProviderSync(client, { params: { path } }))
    const running = data(await getProvider(client, { params: { path } })).sync[0]
    expect(running?.details).toMatchObject({
      status: 'process',
      createdAt: clock.now.toISOString(),
      completedAt: null,
    })
    expect(failure(await startProviderSync(client, { params: { path } }))).toEqual({
      status: 409,
      body: { error: 'syncInProgress' },
    })
    const historyBefore = data(
      await listProviderSyncHistory(client, { params: { path: { syncId: sync.id } } }),
    )
    clock.advance(6_000)
    const done = data(await getProvider(client, { params: { path } })).sync[0]
    expect(done?.details).toMatchObject({
      status: 'success',
      completedAt: new Date(clock.now.getTime() - 1_000).toISOString(),
    })
    expect(done?.details.nextAt).toBe(
      new Date(clock.now.getTime() - 1_000 + 6 * 3_600_000).toISOString(),
    )
    const historyAfter = data(
      await listProviderSyncHistory(client, { params: { path: { syncId: sync.id } } }),
    )
    expect(historyAfter.meta.total).toBeGreaterThan(historyBefore.meta.total)
    expect(historyAfter.history[0]?.createdAt.slice(0, 10)).toBe(
      clock.now.toISOString().slice(0, 10),
    )
  })

  it('refuses to start while running, when disabled, or without mappers', async () => {
    const { client, sandbox } = await signedIn()
    const partners = providerNamed(sandbox, 'Keycloak Partners').provider
    expect(
      failure(await startProviderSync(client, { params: { path: { id: partners.id } } })).body,
    ).toEqual({ error: 'syncInProgress' })
    const { provider, sync } = providerNamed(sandbox, 'Keycloak Test')
    const path = { id: provider.id }
    expect(failure(await startProviderSync(client, { params: { path } })).body).toEqual({
      error: 'providerDisabled',
    })
    data(await setProviderEnabled(client, { params: { path }, body: { enabled: true } }))
    expect(failure(await startProviderSync(client, { params: { path } })).body).toEqual({
      error: 'providerDisabled',
    })
    const settings = {
      enabled: true,
      restartOnFailure: false,
      periodAmount: 2,
      periodUnit: 'hours' as const,
      syncLimit: 50,
    }
    data(
      await updateProviderSync(client, {
        params: { path: { id: provider.id, syncId: sync.id } },
        body: settings,
      }),
    )
    expect(failure(await startProviderSync(client, { params: { path } })).body).toEqual({
      error: 'mappersNotConfigured',
    })
  })

  it('runs on schedule: an awaited run starts at its time, one without mappers is skipped', async () => {
    const { client, sandbox, clock } = await signedIn()
    const { provider, sync } = providerNamed(sandbox, 'Keycloak Test')
    const path = { id: provider.id, syncId: sync.id }
    const read = async () =>
      data(await getProvider(client, { params: { path: { id: provider.id } } })).sync[0]
    data(await setProviderEnabled(client, { params: { path }, body: { enabled: true } }))
    const settings = {
      enabled: true,
      restartOnFailure: false,
      periodAmount: 1,
      periodUnit: 'minutes' as const,
      syncLimit: 50,
    }
    data(await updateProviderSync(client, { params: { path }, body: settings }))
    clock.advance(61_000)
    // No mapper: nothing to map, so the run is skipped and tried again a period later.
    expect((await read())?.details).toMatchObject({
      status: 'await',
      nextAt: new Date(clock.now.getTime() + 60_000).toISOString(),
    })

    sandbox.state.providers.mappers.push({
      id: 'b7c1e0d2-4f3a-4e5b-9c6d-7e8f9a0b1c2d',
      syncId: sync.id,
      type: 'users-base',
      enabled: true,
      name: 'login',
      before: 'username',
      after: 'login',
      customAttributes: false,
      mappingType: 'key',
      attributes: [],
      accessType: null,
      accessIds: [],
    })
    const next = clock.now.getTime() + 60_000
    clock.advance(61_000)
    expect((await read())?.details).toMatchObject({
      status: 'process',
      createdAt: new Date(next).toISOString(),
      completedAt: null,
    })
    clock.advance(5_000)
    // An unreachable provider's run fails; without restart on failure nothing more is planned.
    expect((await read())?.details).toMatchObject({
      status: 'error',
      completedAt: new Date(next + 5_000).toISOString(),
      nextAt: null,
    })
  })

  it('saves sync settings: bounds, enabling to await, disabling, and after a run', async () => {
    const { client, sandbox, clock } = await signedIn()
    const { provider, sync } = providerNamed(sandbox, 'Keycloak Test')
    const path = { id: provider.id, syncId: sync.id }
    const settings = {
      enabled: true,
      restartOnFailure: true,
      periodAmount: 30,
      periodUnit: 'minutes' as const,
      syncLimit: 100,
    }
    const bad = await updateProviderSync(client, {
      params: { path },
      body: { ...settings, periodAmount: -1, syncLimit: 0 },
    })
    expect(failure(bad).body?.errorList).toEqual({
      periodAmount: ['errorMin'],
      syncLimit: ['errorMin'],
    })
    data(await updateProviderSync(client, { params: { path }, body: settings }))
    const enabled = data(await getProvider(client, { params: { path: { id: provider.id } } }))
      .sync[0]
    expect(enabled).toMatchObject({
      ...settings,
      details: {
        status: 'await',
        nextAt: new Date(clock.now.getTime() + 30 * 60_000).toISOString(),
      },
    })
    data(
      await updateProviderSync(client, { params: { path }, body: { ...settings, enabled: false } }),
    )
    const disabled = data(await getProvider(client, { params: { path: { id: provider.id } } }))
      .sync[0]
    expect(disabled?.details).toMatchObject({ status: 'disabled', nextAt: null })

    const corporate = providerNamed(sandbox, 'Corporate Keycloak')
    data(await startProviderSync(client, { params: { path: { id: corporate.provider.id } } }))
    const during = {
      params: { path: { id: corporate.provider.id, syncId: corporate.sync.id } },
      body: { ...settings, syncLimit: 250 },
    }
    data(await updateProviderSync(client, during))
    expect(
      data(await getProvider(client, { params: { path: { id: corporate.provider.id } } })).sync[0]
        ?.syncLimit,
    ).toBe(50)
    clock.advance(5_000)
    expect(
      data(await getProvider(client, { params: { path: { id: corporate.provider.id } } })).sync[0]
        ?.syncLimit,
    ).toBe(250)
  })
})
