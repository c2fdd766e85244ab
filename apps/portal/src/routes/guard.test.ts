import { describe, expect, it } from 'vitest'
import { guard, pageTitle, postLoginTarget } from './guard'
import type { RouteName } from './names'

const publicRoute = (name: RouteName) => ({ name, public: true })
const privateRoute = (name: RouteName) => ({ name, public: false })

describe('guard rules', () => {
  it.each([
    [
      'an unknown route name goes to the auth layout at /',
      {},
      true,
      3,
      { action: 'redirect', to: 'Root' },
    ],
    ['… also when signed out', {}, false, 0, { action: 'redirect', to: 'Root' }],
    [
      'a signed-in user on a non-public route is allowed',
      privateRoute('UserProfilePersonal'),
      true,
      0,
      { action: 'allow' },
    ],
    [
      'signed in on sign-in, with services → switchService',
      publicRoute('Auth'),
      true,
      2,
      { action: 'redirect', to: 'switchService' },
    ],
    [
      'signed in on sign-in, no services → UserProfileMain',
      publicRoute('Auth'),
      true,
      0,
      { action: 'redirect', to: 'UserProfileMain' },
    ],
    [
      'signed in on registration step one → sent on',
      publicRoute('Registration'),
      true,
      1,
      { action: 'redirect', to: 'switchService' },
    ],
    [
      'signed in on forgot password → sent on',
      publicRoute('ForgotPassword'),
      true,
      0,
      { action: 'redirect', to: 'UserProfileMain' },
    ],
    [
      'signed in may open RegistrationStepTwo',
      publicRoute('RegistrationStepTwo'),
      true,
      2,
      { action: 'allow' },
    ],
    ['signed in may open NewPassword', publicRoute('NewPassword'), true, 2, { action: 'allow' }],
    ['signed in may open SetPassword', publicRoute('SetPassword'), true, 2, { action: 'allow' }],
    ['signed in may open Invitation', publicRoute('Invitation'), true, 2, { action: 'allow' }],
    ['signed in may open HelpService', publicRoute('HelpService'), true, 2, { action: 'allow' }],
    ['signed in may open LawPage', publicRoute('LawPage'), true, 2, { action: 'allow' }],
    [
      'a signed-out user on a non-public route goes to Auth, keeping the place',
      privateRoute('AccessRequests'),
      false,
      0,
      { action: 'redirect', to: 'Auth', keepLocation: true },
    ],
    [
      'a signed-out user on a public route is allowed',
      publicRoute('Auth'),
      false,
      0,
      { action: 'allow' },
    ],
  ] as const)('%s', (_rule, route, signedIn, services, decision) => {
    expect(guard({ route, signedIn, services })).toEqual(decision)
  })

  it('sends a signed-in person without the page’s access flag home', () => {
    const route = { name: 'Invitations', public: false, access: 'masterAccountAccess' } as const
    const flags = (masterAccountAccess: boolean) => ({ masterAccountAccess })
    expect(guard({ route, signedIn: true, services: 2, accesses: flags(true) })).toEqual({
      action: 'allow',
    })
    expect(guard({ route, signedIn: true, services: 2, accesses: flags(false) })).toEqual({
      action: 'redirect',
      to: 'switchService',
    })
    expect(guard({ route, signedIn: true, services: 0, accesses: null })).toEqual({
      action: 'redirect',
      to: 'UserProfileMain',
    })
    expect(guard({ route, signedIn: false, services: 0 })).toEqual({
      action: 'redirect',
      to: 'Auth',
      keepLocation: true,
    })
  })
})

describe('postLoginTarget: where sign-in leads', () => {
  const apps = ['https://hr.example.ru/', 'https://docs.example.ru/']
  it.each([
    [
      'no visible services → /profile',
      { services: [], requiredFieldsEmpty: false },
      { page: '/profile' },
    ],
    [
      'required fields empty → /profile',
      { services: apps, requiredFieldsEmpty: true },
      { page: '/profile' },
    ],
    [
      'exactly one service → its URL',
      { services: [apps[0] as string], requiredFieldsEmpty: false },
      { url: apps[0] },
    ],
    ['several services → /apps', { services: apps, requiredFieldsEmpty: false }, { page: '/apps' }],
    [
      'a kept page under profile wins',
      { kept: '/profile/personal', services: apps, requiredFieldsEmpty: false },
      { page: '/profile/personal' },
    ],
    [
      'a kept page under setting wins',
      { kept: '/setting/options/users', services: [], requiredFieldsEmpty: true },
      { page: '/setting/options/users' },
    ],
    [
      'a kept page under law/ wins',
      { kept: '/law/personal-data', services: apps, requiredFieldsEmpty: false },
      { page: '/law/personal-data' },
    ],
    [
      'a kept page under accesses wins',
      { kept: '/accesses/requests/access', services: apps, requiredFieldsEmpty: false },
      { page: '/accesses/requests/access' },
    ],
    [
      'a kept /apps follows the rules',
      { kept: '/apps', services: [apps[0] as string], requiredFieldsEmpty: false },
      { url: apps[0] },
    ],
    [
      '/lawyers is not under law/',
      { kept: '/lawyers', services: apps, requiredFieldsEmpty: false },
      { page: '/apps' },
    ],
  ] as const)('%s', (_rule, input, target) => {
    expect(postLoginTarget(input)).toEqual(target)
  })
})

describe('pageTitle', () => {
  it('is the menu title plus the project copyright title', () => {
    expect(pageTitle('Вход', 'Платформа доступа')).toBe('Вход — Платформа доступа')
    expect(pageTitle(undefined, 'Платформа доступа')).toBe('Платформа доступа')
    expect(pageTitle('Вход', undefined)).toBe('Вход')
  })
})
