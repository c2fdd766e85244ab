import { describe, expect, it } from 'vitest'
import type { Setting } from '../contract'
import {
  toSeconds,
  validateCodeAlive,
  validateLifetime,
  validatePasswordLengthSetting,
} from './durations'
import { settingChanges, validateRetention, validateSettings } from './settings'

describe('settings rules', () => {
  it.each([
    [7, 'errorMin'],
    [8, undefined],
    [9999, undefined],
  ])('minimum password length %i → %s', (length, key) => {
    expect(validatePasswordLengthSetting(length)).toBe(key)
  })

  it.each([
    [10_080, 'minutes', undefined],
    [10_081, 'minutes', 'errorMax'],
    [7, 'days', undefined],
    [8, 'days', 'errorMax'],
    [168, 'hours', undefined],
    [169, 'hours', 'errorMax'],
    [604_800, 'seconds', undefined],
    [604_801, 'seconds', 'errorMax'],
  ] as const)('a lifetime of %i %s → %s', (amount, unit, key) => {
    expect(validateLifetime(amount, unit)).toBe(key)
  })

  it.each([
    [300, 60, undefined],
    [60, 60, 'errorCodeAlive'],
    [30, 60, 'errorCodeAlive'],
  ])('code alive %i s, resend %i s → %s', (alive, resend, key) => {
    expect(validateCodeAlive(alive, resend)).toBe(key)
  })

  it.each([
    ['historyRetention', 45, undefined],
    ['historyRetention', 44, 'errorRetention'],
    ['integrationLogsRetention', 13, 'errorRetention'],
    ['integrationLogsRetention', 14, undefined],
    ['providerApiLogsRetention', 6, 'errorRetention'],
    ['providerSyncLogsRetention', 6, 'errorRetention'],
    ['completedInteractionsRetention', 29, 'errorRetention'],
    ['completedInteractionsRetention', 30, undefined],
    ['integrationJournalRetention', 6, 'errorRetention'],
    ['integrationJournalRetention', 7, undefined],
    ['registrationAlive', 1, undefined],
  ])('%s of %i days → %s', (code, days, key) => {
    expect(validateRetention(code, days)).toBe(key)
  })

  it('converts units to seconds', () => {
    expect(toSeconds(2, 'days')).toBe(172_800)
  })
})

const row = (code: string, value: Setting['value'], props: Setting['value_props'] = null) => ({
  code,
  value,
  value_props: props,
})

describe('validateSettings: a whole screen, keyed by setting code', () => {
  it('passes sound values', () => {
    expect(
      validateSettings([
        row('passwordLength', 8, { min: 8, max: 9999 }),
        row('refreshAlive', 168, { unit: 'hours', min: 1, max: 168 }),
        row('authCodeAlive', 5, { unit: 'minutes' }),
        row('authCodeResendAlive', 60, { unit: 'seconds' }),
        row('historyRetention', 45, { unit: 'days' }),
        row('passwordSymbols', '!@#', { maxLength: 64 }),
        row('passwordLowercase', true),
        row('sendAccessNotify', null),
      ]),
    ).toEqual({})
  })

  it('marks every broken rule', () => {
    expect(
      validateSettings([
        row('passwordLength', 7),
        row('passwordGenerateLength', 4, { min: 8 }),
        row('refreshAlive', 200, { unit: 'hours', max: 300 }),
        row('inviteAlive', 10_081, { unit: 'minutes' }),
        row('authCodeAlive', 1, { unit: 'minutes' }),
        row('authCodeResendAlive', 2, { unit: 'minutes' }),
        row('historyRetention', 30, { unit: 'days' }),
        row('integrationLogsRetention', 10),
        row('passwordSymbols', '!@#$', { maxLength: 3 }),
        row('registrationsPerIp', 1000, { max: 100 }),
      ]),
    ).toEqual({
      passwordLength: ['errorMin'],
      passwordGenerateLength: ['errorMin'],
      refreshAlive: ['errorMax'],
      inviteAlive: ['errorMax'],
      authCodeAlive: ['errorCodeAlive'],
      historyRetention: ['errorRetention'],
      integrationLogsRetention: ['errorRetention'],
      passwordSymbols: ['errorMaxLength'],
      registrationsPerIp: ['errorMax'],
    })
  })

  it('checks the code lifetime only when both values are on the screen', () => {
    expect(validateSettings([row('authCodeAlive', 1)])).toEqual({})
    expect(validateSettings([row('authCodeAlive', 1), row('authCodeResendAlive', null)])).toEqual(
      {},
    )
  })
})

describe('settingChanges: checked rows in one request, read-only rows left out', () => {
  const rows = [
    { id: 'a', value: 8, readonly: false },
    { id: 'b', value: true, readonly: true },
    { id: 'c', value: 'x', readonly: false },
  ]

  it.each([
    [['a', 'b'], [{ id: 'a', value: 8 }]],
    [new Set(['c']), [{ id: 'c', value: 'x' }]],
    [[], []],
  ])('%j → %j', (checked, changes) => {
    expect(settingChanges(rows, checked)).toEqual(changes)
  })
})
