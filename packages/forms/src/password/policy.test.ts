import { describe, expect, it } from 'vitest'
import type { PasswordPolicy } from '../contract'
import {
  checkPassword,
  defaultPasswordPolicy,
  passwordLevelRules,
  validatePassword,
} from './policy'

const policy: PasswordPolicy = {
  minLength: 8,
  maxLength: 16,
  lowercase: true,
  uppercase: true,
  numbers: true,
  symbols: true,
  allowedSymbols: '!@#$%^&*()-_=+[]{};:,.?/',
  pattern: null,
  generateLength: 12,
}

const failed = (password: string, rules: PasswordPolicy = policy) =>
  checkPassword(password, rules)
    .rules.filter((result) => !result.passed)
    .map((result) => result.rule)

describe('checkPassword: pass or fail per rule', () => {
  it.each([
    ['Secret#12', []],
    ['Sec#1', ['minLength']],
    ['Secret#12345678901', ['maxLength']],
    ['SECRET#12', ['lowercase']],
    ['secret#12', ['uppercase']],
    ['Secret#ab', ['numbers']],
    ['Secret123', ['symbols']],
    ['Secret~12', ['symbols']],
    ['', ['minLength', 'lowercase', 'uppercase', 'numbers', 'symbols']],
  ])('%s fails %j', (password, rules) => {
    expect(failed(password)).toEqual(rules)
  })

  it('lists only the rules the policy enables, in checklist order', () => {
    const low = { ...policy, ...passwordLevelRules.low }
    expect(checkPassword('whatever1', low).rules.map((result) => result.rule)).toEqual([
      'minLength',
      'maxLength',
    ])
    expect(checkPassword('Secret#12', policy).rules.map((result) => result.rule)).toEqual([
      'minLength',
      'maxLength',
      'lowercase',
      'uppercase',
      'numbers',
      'symbols',
    ])
  })

  it('counts symbols from the settings (passwordSymbols)', () => {
    expect(failed('Secret~12', { ...policy, allowedSymbols: '~' })).toEqual([])
  })

  it('counts characters, not UTF-16 units', () => {
    expect(failed('Sécret#😀1', { ...policy, maxLength: 9 })).toEqual([])
  })

  it('checks a custom pattern against the whole password', () => {
    const patterned = { ...policy, pattern: '[A-Za-z0-9#]+' }
    expect(failed('Secret#12', patterned)).toEqual([])
    expect(failed('Secret#12!', patterned)).toEqual(['pattern'])
    expect(failed('Secret#12', { ...policy, pattern: '(unclosed' })).toEqual(['pattern'])
  })

  it.each([
    ['Secret#12', 'high'],
    ['Secret123', 'standard'],
    ['secret123', 'low'],
    ['Sec#1', 'low'],
    ['Secret12', 'standard'],
  ])('%s is of level %s', (password, level) => {
    expect(checkPassword(password, policy).level).toBe(level)
  })

  it('answers errorPassword when a rule fails', () => {
    expect(validatePassword('Secret#12', policy)).toBeUndefined()
    expect(validatePassword('secret', policy)).toBe('errorPassword')
    expect(validatePassword('', policy)).toBeUndefined()
  })

  it('defaults to the standard level with 8 to 9999 characters and 8 generated', () => {
    expect(defaultPasswordPolicy).toMatchObject({
      minLength: 8,
      maxLength: 9999,
      lowercase: true,
      uppercase: true,
      numbers: true,
      symbols: false,
      generateLength: 8,
    })
  })
})
