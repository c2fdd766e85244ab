import { copyDynamicField } from '@platform/forms'
import {
  createDynamicField,
  type DynamicFieldInput,
  deleteDynamicField,
  fieldTypeValues,
  getDynamicField,
  getDynamicFieldTab,
  listDynamicFieldTabs,
  listDynamicFieldTypes,
  searchPersonnelActionTypes,
  setDynamicFieldActive,
  updateDynamicField,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'
import type { Sandbox } from '../sandbox'
import { findField } from '../state/dynamic-fields'

function subtype(sandbox: Sandbox, code: string) {
  const found = sandbox.state.dynamicFields.tabs
    .flatMap((each) => each.subtypes)
    .find((each) => each.code === code)
  if (!found) throw new Error(`no subtype ${code}`)
  return found
}

function field(sandbox: Sandbox, code: string) {
  const found = sandbox.state.dynamicFields.tabs
    .flatMap((each) => each.subtypes.flatMap((block) => block.fields))
    .find((each) => each.code === code)
  if (!found) throw new Error(`no field ${code}`)
  return found
}

function newField(sandbox: Sandbox, extra: Partial<DynamicFieldInput> = {}): DynamicFieldInput {
  return {
    title: 'Уровень владения английским',
    code: 'englishSkill',
    type: 'users',
    subtype: subtype(sandbox, 'users_main_work').id,
    fieldType: 'dropbox',
    items: [{ value: 'Начальный' }, { value: 'Средний' }, { value: 'Продвинутый' }],
    profileRequired: true,
    profileVisible: true,
    profileEdit: true,
    ...extra,
  }
}

describe('dynamic fields: catalogue', () => {
  it('holds the four types, the profile tab first and every field type', async () => {
    const { client, sandbox } = await signedIn()
    const types = data(await listDynamicFieldTypes(client)).types.map((type) => type.type)
    expect(types).toEqual(['users', 'organizations', 'contractors', 'directories'])
    const { tabs } = data(
      await listDynamicFieldTabs(client, { params: { path: { type: 'users' } } }),
    )
    expect(tabs[0]?.code).toBe('users_main')
    expect(tabs.map((each) => each.order)).toEqual(tabs.map((_, index) => index))
    const main = data(await getDynamicFieldTab(client, { params: { path: { tab: 'users_main' } } }))
    expect(main.subtypes.slice(0, 2).map((block) => [block.code, block.systemic])).toEqual([
      ['users_main_base', true],
      ['users_main_contacts', true],
    ])
    const fields = sandbox.state.dynamicFields.tabs.flatMap((each) =>
      each.subtypes.flatMap((block) => block.fields),
    )
    expect(new Set(fields.map((each) => each.fieldType))).toEqual(new Set(fieldTypeValues))
    expect(fields.some((each) => each.multiple)).toBe(true)
    expect(field(sandbox, 'personnelNumber')).toMatchObject({
      profileRequired: true,
      profileEdit: true,
    })
    expect(
      failure(await getDynamicFieldTab(client, { params: { path: { tab: 'nope' } } })).status,
    ).toBe(404)
    const types2 = data(
      await searchPersonnelActionTypes(client, { params: { query: { searchValue: 'перев' } } }),
    )
    expect(types2.types.map((type) => type.code)).toEqual(['transfer'])
  })
})

describe('dynamic fields: fields', () => {
  it('creates a field last in its block with the server-owned members', async () => {
    const { client, sandbox } = await signedIn()
    const block = subtype(sandbox, 'users_main_work')
    const { id } = data(await createDynamicField(client, { body: newField(sandbox) }))
    const created = data(await getDynamicField(client, { params: { path: { id } } }))
    expect(created).toMatchObject({
      active: true,
      adminVisible: true,
      multiple: false,
      order: block.fields.length - 1,
      valueCount: 0,
      systemic: false,
      immutable: false,
      actionsAccess: 0,
    })
    expect(created.items.map((item) => [item.value, item.order])).toEqual([
      ['Начальный', 0],
      ['Средний', 1],
      ['Продвинутый', 2],
    ])
  })

  it('checks the flag dependencies, items and code with the forms rules', async () => {
    const { client, sandbox } = await signedIn()
    const flags = failure(
      await createDynamicField(client, { body: newField(sandbox, { profileEdit: false }) }),
    )
    expect(flags.body?.errorList).toEqual({ profileEdit: ['errorInvalid'] })
    const both = failure(
      await createDynamicField(client, {
        body: newField(sandbox, { fieldType: 'input', items: [], multiple: true, unique: true }),
      }),
    )
    expect(both.body?.errorList).toEqual({ multiple: ['errorInvalid'], unique: ['errorInvalid'] })
    const noItems = failure(
      await createDynamicField(client, { body: newField(sandbox, { items: [] }) }),
    )
    expect(noItems.body?.errorList).toEqual({ items: ['errorEmpty'] })
    const toggle = failure(
      await createDynamicField(client, {
        body: newField(sandbox, { fieldType: 'toggle', items: [] }),
      }),
    )
    expect(toggle.body?.errorList).toEqual({ profileRequired: ['errorInvalid'] })
    const text = failure(
      await createDynamicField(client, {
        body: newField(sandbox, { fieldType: 'input', title: '', code: '1st' }),
      }),
    )
    expect(text.body?.errorList).toEqual({
      title: ['errorEmpty'],
      code: ['errorMask'],
      items: ['errorInvalid'],
    })
    const taken = failure(
      await createDynamicField(client, { body: newField(sandbox, { code: 'department' }) }),
    )
    expect(taken).toEqual({ status: 409, body: { errorList: { code: ['errorUnique'] } } })
  })

  it('copies a systemic field as an ordinary one', async () => {
    const { client, sandbox } = await signedIn()
    const {
      valueCount: _count,
      order: _order,
      ...copy
    } = copyDynamicField(field(sandbox, 'birthDate'))
    const { id } = data(
      await createDynamicField(client, { body: { ...copy, code: 'birthDateCopy' } }),
    )
    expect(findField(sandbox.state.dynamicFields, id)?.field).toMatchObject({
      systemic: false,
      immutable: false,
      actionsAccess: 0,
    })
  })

  it('asks to confirm a type change of a field with values, and clears them when forced', async () => {
    const { client, sandbox } = await signedIn()
    const target = field(sandbox, 'position')
    target.valueCount = 120
    const {
      id,
      items: _items,
      valueCount: _v,
      order: _o,
      systemic: _s,
      immutable: _i,
      actionsAccess: _a,
      ...rest
    } = target
    const body = { ...rest, fieldType: 'textarea' as const }
    const refused = failure(await updateDynamicField(client, { params: { path: { id } }, body }))
    expect(refused).toMatchObject({ status: 409, body: { reason: 'hasValues' } })
    expect(target.fieldType).toBe('input')
    data(
      await updateDynamicField(client, {
        params: { path: { id } },
        body: { ...body, force: true },
      }),
    )
    expect(target).toMatchObject({ fieldType: 'textarea', valueCount: 0 })
  })

  it('protects systemic and locked fields', async () => {
    const { client, sandbox } = await signedIn()
    const lastName = field(sandbox, 'lastName')
    const {
      id,
      items,
      valueCount: _v,
      order: _o,
      systemic: _s,
      immutable: _i,
      actionsAccess: _a,
      ...rest
    } = lastName
    const renamed = failure(
      await updateDynamicField(client, {
        params: { path: { id } },
        body: { ...rest, items, title: 'Фамилия*' },
      }),
    )
    expect(renamed.status).toBe(403)
    const recoded = failure(
      await updateDynamicField(client, {
        params: { path: { id } },
        body: { ...rest, items, code: 'surname' },
      }),
    )
    expect(recoded.status).toBe(403)
    expect(failure(await deleteDynamicField(client, { params: { path: { id } } })).status).toBe(403)
    expect(
      failure(
        await setDynamicFieldActive(client, { params: { path: { id } }, body: { active: false } }),
      ).status,
    ).toBe(403)
    const comment = field(sandbox, 'comment')
    const hidden = { ...comment, profileVisible: false, profileEdit: false }
    const {
      id: commentId,
      valueCount: _cv,
      order: _co,
      systemic: _cs,
      immutable: _ci,
      actionsAccess: _ca,
      ...commentBody
    } = hidden
    expect(
      failure(
        await updateDynamicField(client, {
          params: { path: { id: commentId } },
          body: commentBody,
        }),
      ).status,
    ).toBe(403)
    data(
      await updateDynamicField(client, {
        params: { path: { id: commentId } },
        body: { ...commentBody, profileVisible: true, profileEdit: true, placeholder: 'Кратко' },
      }),
    )
    expect(comment.placeholder).toBe('Кратко')
  })

  it('moves, toggles and deletes an ordinary field', async () => {
    const { client, sandbox } = await signedIn()
    const hobbies = field(sandbox, 'hobbies')
    const work = subtype(sandbox, 'users_main_work')
    const {
      id,
      valueCount: _v,
      order: _o,
      systemic: _s,
      immutable: _i,
      actionsAccess: _a,
      ...rest
    } = hobbies
    data(
      await updateDynamicField(client, {
        params: { path: { id } },
        body: { ...rest, subtype: work.id },
      }),
    )
    expect(work.fields.at(-1)?.id).toBe(id)
    expect(subtype(sandbox, 'users_main_extra').fields.map((each) => each.order)).toEqual([
      0, 1, 2, 3, 4, 5,
    ])
    data(await setDynamicFieldActive(client, { params: { path: { id } }, body: { active: false } }))
    expect(hobbies.active).toBe(false)
    data(await deleteDynamicField(client, { params: { path: { id } } }))
    expect(failure(await getDynamicField(client, { params: { path: { id } } })).status).toBe(404)
  })
})
