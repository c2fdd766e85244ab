import type { ApplicationInput, ApplicationType } from '@platform/sdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateApplication, validateApplicationClient } from './application'

const internal: ApplicationInput = {
  type: 'internal',
  code: 'accesses',
  name: 'Управление доступом',
  nameEn: 'Access management',
  url: 'https://access.example.ru',
  publicSwaggerUrl: 'https://access.example.ru/swagger',
  ip: '10.20.30.0/24',
  domains: [],
  methods: [],
  clients: [{ clientId: 'accesses-web', enabled: true, methods: [] }],
}

const types: ApplicationType[] = ['external', 'internal', 'virtual', 'link', 'draft']

describe('validateApplicationClient', () => {
  it('requires a client id of the mask; a secret is optional but masked too', () => {
    expect(validateApplicationClient({ clientId: 'web_1-a' })).toEqual({})
    expect(validateApplicationClient({ clientId: '', clientSecret: 'a b' })).toEqual({
      clientId: ['errorEmpty'],
      clientSecret: ['errorMask'],
    })
    expect(validateApplicationClient({ clientId: 'x'.repeat(65) })).toEqual({
      clientId: ['errorMask'],
    })
  })

  it('accepts exactly 1 to 64 letters, digits, _ and -', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (clientId) => {
        const valid = /^[A-Za-z0-9_-]{1,64}$/.test(clientId)
        const blank = clientId.trim() === ''
        const errors = validateApplicationClient({ clientId, clientSecret: clientId })
        expect(errors.clientId).toEqual(blank ? ['errorEmpty'] : valid ? undefined : ['errorMask'])
        expect(errors.clientSecret).toEqual(valid ? undefined : ['errorMask'])
      }),
      { numRuns: 1_000 },
    )
  })
})

describe('validateApplication', () => {
  it('passes a well-filled form', () => {
    expect(validateApplication(internal)).toEqual({})
  })

  it.each<[Partial<ApplicationInput>, Record<string, string[]>]>([
    [
      { name: ' ', code: '' },
      { name: ['errorEmpty'], code: ['errorEmpty'] },
    ],
    [{ code: 'access-2' }, { code: ['errorLatin'] }],
    [{ code: 'a'.repeat(256) }, { code: ['errorMaxLength'] }],
    [
      { name: 'я'.repeat(256), nameEn: 'e'.repeat(256) },
      { name: ['errorMaxLength'], nameEn: ['errorMaxLength'] },
    ],
    [
      { url: 'access.example.ru', helpUrl: 'ftp://x.ru' },
      { url: ['errorUrl'], helpUrl: ['errorUrl'] },
    ],
    [{ techUrl: `https://x.ru/${'a'.repeat(2048)}` }, { techUrl: ['errorMaxLength'] }],
    [
      { ip: '10.20.30.400', version: 'v'.repeat(256) },
      { ip: ['errorIp'], version: ['errorMaxLength'] },
    ],
    [
      {
        clients: [
          { clientId: 'web', enabled: true, methods: [] },
          { clientId: 'web', enabled: false, methods: [], clientSecret: 'с секретом' },
          { clientId: '', enabled: true, methods: [] },
          { clientId: '', enabled: true, methods: [] },
        ],
      },
      {
        'clients.1.clientId': ['errorUnique'],
        'clients.1.clientSecret': ['errorMask'],
        'clients.2.clientId': ['errorEmpty'],
        'clients.3.clientId': ['errorEmpty'],
      },
    ],
  ])('%j → %j', (change, errors) => {
    expect(validateApplication({ ...internal, ...change })).toEqual(errors)
  })

  it('does not read the code of external and link applications, nor the url of a virtual one', () => {
    expect(validateApplication({ ...internal, type: 'external', code: 'не код' })).toEqual({})
    expect(validateApplication({ ...internal, type: 'link', code: undefined })).toEqual({})
    expect(
      validateApplication({ ...internal, type: 'virtual', url: 'not an address', parentId: 'p' }),
    ).toEqual({})
  })

  it('requires the parent of a virtual application only', () => {
    expect(validateApplication({ ...internal, type: 'virtual', parentId: null })).toEqual({
      parentId: ['errorEmpty'],
    })
    expect(validateApplication({ ...internal, type: 'draft', parentId: null })).toEqual({})
  })

  it('reads the code exactly when the type has one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.string({ maxLength: 20 }), (type, code) => {
        const errors = validateApplication({ ...internal, type, code, parentId: 'p' })
        const hasCode = type !== 'external' && type !== 'link'
        if (!hasCode) expect(errors.code).toBeUndefined()
        else if (code.trim() === '') expect(errors.code).toEqual(['errorEmpty'])
        else expect(errors.code === undefined).toBe(/^[A-Za-z]+$/.test(code))
      }),
      { numRuns: 1_000 },
    )
  })
})
