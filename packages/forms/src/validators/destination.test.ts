import { describe, expect, it } from 'vitest'
import { isWebAddressOrPath, parseDestination, safeDestination, safeOwnPath } from './destination'

// The table of hostile values runs in the portal (`src/routes/destination.test.ts`), which
// shares it with its end-to-end test; these are the rules' own cases.
const policy = {
  origin: 'https://platform.example.ru',
  trusted: ['https://hr.example.ru/start', 'https://docs.example.ru', null, 'javascript:alert(1)'],
}

describe('parseDestination', () => {
  it('refuses user information, encoded slashes and a non-web origin for paths', () => {
    const origin = 'https://platform.example.ru'
    expect(parseDestination('https://user:secret@platform.example.ru/', origin)).toBeUndefined()
    expect(parseDestination('https://platform.example.ru@evil.example/', origin)).toBeUndefined()
    expect(parseDestination('/platform/%2F%2Fevil.example', origin)).toBeUndefined()
    expect(parseDestination('/platform/%5cevil.example', origin)).toBeUndefined()
    expect(parseDestination('/platform', 'ftp://files.example.ru')).toBeUndefined()
    expect(parseDestination('/platform/apps', origin)?.href).toBe(`${origin}/platform/apps`)
  })
})

describe('safeDestination', () => {
  it.each([
    ['/platform/apps', 'https://platform.example.ru/platform/apps'],
    ['/platform/apps?x=1#top', 'https://platform.example.ru/platform/apps?x=1#top'],
    ['https://hr.example.ru/vacancies?id=1', 'https://hr.example.ru/vacancies?id=1'],
    ['HTTPS://HR.EXAMPLE.RU/', 'https://hr.example.ru/'],
    ['https://hr.example.ru:443/', 'https://hr.example.ru/'],
    ['https://docs.example.ru/', 'https://docs.example.ru/'],
    [
      'https://platform.example.ru/platform/profile',
      'https://platform.example.ru/platform/profile',
    ],
  ])('keeps %s', (value, expected) => {
    expect(safeDestination(value, policy)).toBe(expected)
  })

  it.each([
    [undefined],
    [null],
    [42],
    [{}],
    [''],
    [`/${'a'.repeat(2048)}`],
    ['https://evil.example/'],
  ])('drops %s', (value) => {
    expect(safeDestination(value, policy)).toBeUndefined()
  })

  it('trusts only http(s) addresses, and nothing but the portal when given none', () => {
    expect(safeDestination('https://hr.example.ru/', { ...policy, trusted: [] })).toBeUndefined()
    expect(safeDestination('javascript:alert(1)', policy)).toBeUndefined()
  })
})

describe('isWebAddressOrPath', () => {
  it.each(['https://hr.example.ru/', 'http://intranet.local:8080/app', '/platform/law/terms'])(
    'accepts %s',
    (value) => expect(isWebAddressOrPath(value)).toBe(true),
  )
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'apps',
    '/\t/evil.example',
  ])('refuses %j', (value) => expect(isWebAddressOrPath(value)).toBe(false))
})

describe('safeOwnPath', () => {
  it.each([
    ['/profile/personal', '/profile/personal'],
    ['/accesses/requests/access?status=new', '/accesses/requests/access?status=new'],
    ['/profile/../setting', '/setting'],
  ])('keeps %s as %s', (value, expected) => {
    expect(safeOwnPath(value)).toBe(expected)
  })
  it.each(['https://platform.example.ru/profile', '//evil.example', 'profile', '/\n/evil.example'])(
    'drops %j',
    (value) => expect(safeOwnPath(value)).toBeUndefined(),
  )
})
