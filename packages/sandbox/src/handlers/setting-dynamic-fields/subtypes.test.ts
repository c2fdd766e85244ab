import {
  createDynamicFieldSubtype,
  deleteDynamicFieldSubtype,
  deleteDynamicFieldSubtypes,
  getDynamicFieldTab,
  listDynamicFieldTabs,
  reorderDynamicFieldSubtypes,
  reorderDynamicFieldTabs,
  setDynamicFieldSubtypeActive,
  setDynamicFieldTabActive,
  updateDynamicFieldSubtype,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../../test/support/admin'
import type { Sandbox } from '../../sandbox'

function tab(sandbox: Sandbox, code: string) {
  const found = sandbox.state.dynamicFields.tabs.find((each) => each.code === code)
  if (!found) throw new Error(`no tab ${code}`)
  return found
}

function subtype(sandbox: Sandbox, code: string) {
  const found = sandbox.state.dynamicFields.tabs
    .flatMap((each) => each.subtypes)
    .find((each) => each.code === code)
  if (!found) throw new Error(`no subtype ${code}`)
  return found
}

describe('dynamic fields: subtypes and tabs', () => {
  it('creates, renames and deletes subtypes, never systemic ones', async () => {
    const { client, sandbox } = await signedIn()
    const main = tab(sandbox, 'users_main')
    const body = {
      tabId: main.id,
      title: 'Пропуск',
      code: 'users_main_pass',
      personnelActionType: null,
    }
    const { id } = data(await createDynamicFieldSubtype(client, { body }))
    expect(main.subtypes.at(-1)).toMatchObject({
      id,
      order: main.subtypes.length - 1,
      systemic: false,
      active: true,
    })
    expect(failure(await createDynamicFieldSubtype(client, { body })).status).toBe(409)
    data(
      await updateDynamicFieldSubtype(client, {
        body: { id, title: 'Пропуск в офис', code: 'users_main_badge' },
      }),
    )
    expect(subtype(sandbox, 'users_main_badge').title).toBe('Пропуск в офис')
    const base = subtype(sandbox, 'users_main_base')
    const recoded = failure(
      await updateDynamicFieldSubtype(client, {
        body: { id: base.id, title: base.title, code: 'base' },
      }),
    )
    expect(recoded.body?.errorList).toEqual({ code: ['errorInvalid'] })
    expect(
      failure(await deleteDynamicFieldSubtype(client, { params: { path: { id: base.id } } })).body
        ?.reason,
    ).toBe('systemic')
    const bulk = failure(
      await deleteDynamicFieldSubtypes(client, { params: { query: { ids: [id, base.id] } } }),
    )
    expect(bulk).toMatchObject({ status: 409, body: { reason: 'systemic' } })
    expect(main.subtypes.some((each) => each.id === id)).toBe(true)
    data(
      await setDynamicFieldSubtypeActive(client, {
        params: { path: { id } },
        body: { active: false },
      }),
    )
    data(await deleteDynamicFieldSubtypes(client, { params: { query: { ids: [id] } } }))
    expect(main.subtypes.some((each) => each.id === id)).toBe(false)
  })

  it('reorders tabs, subtypes and fields only when the order changes', async () => {
    const { client, sandbox } = await signedIn()
    const tabs = sandbox.state.dynamicFields.tabs
      .filter((each) => each.type === 'users')
      .sort((a, b) => a.order - b.order)
    const history = sandbox.state.history.rows.length
    data(
      await reorderDynamicFieldTabs(client, {
        params: { path: { type: 'users' } },
        body: tabs.map(({ id, order }) => ({ id, order })),
      }),
    )
    expect(sandbox.state.history.rows.length).toBe(history)
    const partial = failure(
      await reorderDynamicFieldTabs(client, {
        params: { path: { type: 'users' } },
        body: [{ id: tabs[0]?.id ?? '', order: 0 }],
      }),
    )
    expect(partial.body?.errorList).toEqual({ order: ['errorInvalid'] })
    const reversed = [...tabs].reverse().map(({ id }, order) => ({ id, order }))
    data(
      await reorderDynamicFieldTabs(client, {
        params: { path: { type: 'users' } },
        body: reversed,
      }),
    )
    const listed = data(
      await listDynamicFieldTabs(client, { params: { path: { type: 'users' } } }),
    ).tabs
    expect(listed.map((each) => each.id)).toEqual(reversed.map((row) => row.id))

    const main = tab(sandbox, 'users_main')
    const [first, second, ...others] = main.subtypes
    if (!first || !second) throw new Error('seed')
    const fields = second.fields.map(({ id }, index) => ({
      id,
      order: second.fields.length - 1 - index,
    }))
    const body = [
      { id: second.id, order: 0, fields },
      { id: first.id, order: 1 },
      ...others.map(({ id }, index) => ({ id, order: index + 2 })),
    ]
    data(
      await reorderDynamicFieldSubtypes(client, { params: { path: { tab: 'users_main' } }, body }),
    )
    const reloaded = data(
      await getDynamicFieldTab(client, { params: { path: { tab: 'users_main' } } }),
    )
    expect(reloaded.subtypes.slice(0, 2).map((each) => each.id)).toEqual([second.id, first.id])
    expect(reloaded.subtypes[0]?.fields.map((each) => each.id)).toEqual(
      [...fields].reverse().map((row) => row.id),
    )
    const foreign = [
      { id: second.id, order: 0, fields: [{ id: first.fields[0]?.id ?? '', order: 0 }] },
      { id: first.id, order: 1 },
      ...others.map(({ id }, index) => ({ id, order: index + 2 })),
    ]
    const wrong = failure(
      await reorderDynamicFieldSubtypes(client, {
        params: { path: { tab: 'users_main' } },
        body: foreign,
      }),
    )
    expect(wrong.body?.errorList).toEqual({ fields: ['errorInvalid'] })
  })

  it('toggles a tab', async () => {
    const { client, sandbox } = await signedIn()
    const career = tab(sandbox, 'users_career')
    data(
      await setDynamicFieldTabActive(client, {
        params: { path: { id: career.id } },
        body: { active: true },
      }),
    )
    expect(career.active).toBe(true)
    expect(sandbox.state.history.rows[0]).toMatchObject({ type: 'enable', entity: 'dynamicFields' })
  })
})
