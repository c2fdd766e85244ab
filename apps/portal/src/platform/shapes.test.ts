import { isPlatformError } from '@platform/sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectShape, hasShape } from './shapes'

afterEach(() => vi.restoreAllMocks())

describe('the shapes of the answers the shell stands on', () => {
  it('lets the contract’s answers through', () => {
    expect(
      hasShape('GET /platform/auth/config/{idAttribute}', {
        flows: ['credentials'],
        resendIn: null,
      }),
    ).toBe(true)
    expect(hasShape('GET /platform/ui/menu', { menu: [] })).toBe(true)
    expect(hasShape('POST /platform/auth/login/{idAttribute}', undefined)).toBe(true)
    expect(
      hasShape('GET /platform/user/profile', {
        mainInfo: {},
        accessInfo: { requiredFieldsEmpty: false },
      }),
    ).toBe(true)
  })

  it.each([
    ['GET /platform/auth/config/{idAttribute}', { flows: 'credentials' }],
    ['GET /platform/auth/config/{idAttribute}', { flows: ['password'] }],
    ['GET /platform/ui/menu', { menu: [{ title: 1 }] }],
    ['GET /platform/country/codes', { codes: [] }],
    ['GET /platform/ui/project/info', null],
    ['POST /platform/auth/login/{idAttribute}', { redirect: 'https://elsewhere.example' }],
  ] as const)('refuses %s answering %j: logged, and an unexpected error', (operation, value) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let thrown: unknown
    try {
      expectShape(operation, value)
    } catch (error) {
      thrown = error
    }
    expect(isPlatformError(thrown) && thrown.kind).toBe('unexpected')
    expect(String(log.mock.calls[0]?.[0])).toContain(operation)
  })
})
