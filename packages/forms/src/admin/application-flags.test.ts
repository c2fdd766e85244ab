import type { ApplicationInput, ApplicationType } from '@platform/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applicationLocks,
  canShowInMenu,
  effectiveApplication,
  newApplication,
  preselectedDomains,
  setApplicationType,
} from './application-flags'

const types: ApplicationType[] = ['external', 'internal', 'virtual', 'link', 'draft']
const url = 'https://reports.example.ru'
const base = 'base-domain'

describe('applicationLocks', () => {
  it('leaves a new application open, whatever its type', () => {
    expect(applicationLocks({ type: 'internal', url }, null)).toEqual({
      readOnly: false,
      clientsReadOnly: false,
      canRegenerateSecret: false,
      codeHidden: false,
      urlDisabled: false,
      menuVisibleDisabled: false,
    })
  })

  it('locks an internal application once saved; its secrets may still be renewed', () => {
    const locks = applicationLocks(
      { type: 'internal', url },
      { type: 'internal', actionsAccess: 0 },
    )
    expect(locks).toMatchObject({
      readOnly: true,
      clientsReadOnly: true,
      canRegenerateSecret: true,
    })
  })

  it('follows actionsAccess: 1 makes the clients read-only, 2 the whole view and implies 1', () => {
    const saved = (actionsAccess: 0 | 1 | 2) =>
      applicationLocks({ type: 'link', url }, { type: 'link', actionsAccess })
    expect(saved(0)).toMatchObject({
      readOnly: false,
      clientsReadOnly: false,
      canRegenerateSecret: true,
    })
    expect(saved(1)).toMatchObject({
      readOnly: false,
      clientsReadOnly: true,
      canRegenerateSecret: false,
    })
    expect(saved(2)).toMatchObject({
      readOnly: true,
      clientsReadOnly: true,
      canRegenerateSecret: false,
      menuVisibleDisabled: true,
    })
  })

  it('hides the code of external and link applications and disables the url of a virtual one', () => {
    for (const type of types) {
      const locks = applicationLocks({ type, url }, null)
      expect(locks.codeHidden).toBe(type === 'external' || type === 'link')
      expect(locks.urlDisabled).toBe(type === 'virtual')
    }
  })
})

describe('canShowInMenu', () => {
  it('needs a url, and never for a draft, an external or a read-only application', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.option(fc.constantFrom('', '  ', url), { nil: null }),
        fc.constantFrom(0, 1, 2),
        (type, address, actionsAccess) => {
          const allowed =
            type !== 'draft' &&
            type !== 'external' &&
            type !== 'virtual' &&
            actionsAccess !== 2 &&
            Boolean(address?.trim())
          expect(canShowInMenu({ type, url: address, actionsAccess })).toBe(allowed)
          expect(applicationLocks({ type, url: address }, null).menuVisibleDisabled).toBe(
            !canShowInMenu({ type, url: address }),
          )
        },
      ),
    )
  })
})

describe('a new application', () => {
  it('is a draft on the base domain, in the menu once it may be, out of the profile', () => {
    expect(newApplication(base)).toMatchObject({
      type: 'draft',
      enabled: true,
      domains: [base],
      menuVisible: true,
      profileVisible: false,
      clients: [],
    })
    expect(newApplication().domains).toEqual([])
  })
})

describe('preselectedDomains and setApplicationType', () => {
  it('give a draft without domains the base domain, and change nothing else', () => {
    expect(preselectedDomains('draft', [], base)).toEqual([base])
    expect(preselectedDomains('draft', ['other'], base)).toEqual(['other'])
    expect(preselectedDomains('draft', [], null)).toEqual([])
    expect(preselectedDomains('internal', [], base)).toEqual([])
    const values = { type: 'internal' as const, domains: [] as string[], name: 'Отчёты' }
    expect(setApplicationType(values, 'draft', base)).toEqual({
      type: 'draft',
      domains: [base],
      name: 'Отчёты',
    })
    expect(setApplicationType(values, 'link', base)).toEqual({ ...values, type: 'link' })
  })
})

describe('effectiveApplication', () => {
  const form: ApplicationInput = {
    ...newApplication(base),
    type: 'internal',
    code: 'reports',
    name: 'Отчёты',
    url,
    parentId: 'parent',
  }

  it('sends what the type keeps', () => {
    expect(effectiveApplication(form)).toMatchObject({
      code: 'reports',
      url,
      parentId: null,
      menuVisible: true,
    })
    const external = effectiveApplication({ ...form, type: 'external' })
    expect('code' in external).toBe(false)
    expect(external.menuVisible).toBe(false)
    expect(effectiveApplication({ ...form, type: 'virtual' })).toMatchObject({
      url: null,
      parentId: 'parent',
      menuVisible: false,
    })
    expect(effectiveApplication({ ...form, type: 'virtual', parentId: undefined }).parentId).toBe(
      null,
    )
  })

  it('keeps menu visibility off when chosen off or not allowed', () => {
    expect(effectiveApplication({ ...form, menuVisible: false }).menuVisible).toBe(false)
    expect(effectiveApplication({ ...form, menuVisible: undefined }).menuVisible).toBe(true)
    expect(effectiveApplication({ ...form, url: undefined }).menuVisible).toBe(false)
    expect(effectiveApplication(form, 2).menuVisible).toBe(false)
  })
})
