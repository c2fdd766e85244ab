import { describe, expect, it } from 'vitest'
import type { MapperInput } from '../contract'
import {
  canDeleteDomain,
  canStartSync,
  canToggleScheme,
  changeMapper,
  isOrderChanged,
  isUpdateMode,
} from './admin-rules'

describe('administration rules', () => {
  it.each([
    [{ id: 'a' }, true],
    [{ id: null }, false],
    [{}, false],
    [null, false],
  ])('%j is in update mode: %s', (entity, update) => {
    expect(isUpdateMode(entity)).toBe(update)
  })

  it.each([
    [['a', 'b'], ['a', 'b'], false],
    [['a', 'b'], ['b', 'a'], true],
    [['a', 'b'], ['a'], true],
  ])('order %j → %j changed: %s', (initial, current, changed) => {
    expect(isOrderChanged(initial, current)).toBe(changed)
  })

  it('deletes a domain only while another one exists', () => {
    expect(canDeleteDomain(2)).toBe(true)
    expect(canDeleteDomain(1)).toBe(false)
  })

  it.each([
    [{ active: true, base: false, usersCount: 0 }, 3, true],
    [{ active: true, base: false, usersCount: 5 }, 3, false],
    [{ active: true, base: false, usersCount: 0 }, 1, false],
    [{ active: true, base: true, usersCount: 0 }, 3, false],
    [{ active: false, base: false, usersCount: 5 }, 1, true],
  ])('scheme %j of %i may be toggled: %s', (scheme, count, allowed) => {
    expect(canToggleScheme(scheme, count)).toBe(allowed)
  })

  const ready = {
    syncEnabled: true,
    providerEnabled: true,
    mapperCount: 2,
    status: 'success',
  } as const
  it.each([
    [{}, true],
    [{ status: 'error' }, true],
    [{ status: 'disabled' }, true],
    [{ status: 'await' }, false],
    [{ status: 'process' }, false],
    [{ syncEnabled: false }, false],
    [{ providerEnabled: false }, false],
    [{ mapperCount: 0 }, false],
  ] as const)('start sync with %j: %s', (change, allowed) => {
    expect(canStartSync({ ...ready, ...change })).toBe(allowed)
  })

  const mapper: MapperInput = {
    type: 'users-base',
    customAttributes: false,
    before: 'givenName',
    after: 'firstName',
    attributes: [{ attribute: 'dept', value: 'IT' }],
  }
  const cleared = { before: null, after: null, attributes: [] }

  it.each([
    [{ type: 'users-access' }, { type: 'users-access', ...cleared }],
    [{ customAttributes: true }, { customAttributes: true, ...cleared }],
    [{ type: 'users-base' }, mapper],
    [{}, mapper],
  ] as const)('changing a mapper by %j gives %j', (change, expected) => {
    expect(changeMapper(mapper, change)).toEqual({ ...mapper, ...expected })
  })
})
