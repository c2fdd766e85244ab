import { describe, expect, it } from 'vitest'
import { isCompleteCode, validateCode } from './code'
import { isValidEmail, validateEmail } from './email'
import { validateComment, validateMaxLength } from './length'
import { validateMatch } from './match'
import { isEmptyValue, missingTerms, validateRequired, validateTerm } from './required'

describe('required: errorEmpty', () => {
  it.each([
    ['', 'errorEmpty'],
    ['   ', 'errorEmpty'],
    [null, 'errorEmpty'],
    [undefined, 'errorEmpty'],
    [[], 'errorEmpty'],
    [['', ' '], 'errorEmpty'],
    ['Иван', undefined],
    [['', 'a'], undefined],
    [false, undefined],
    [0, undefined],
  ])('%j → %s', (value, key) => {
    expect(validateRequired(value)).toBe(key)
    expect(isEmptyValue(value)).toBe(key !== undefined)
  })
})

describe('agreements marked loginRequired must be agreed', () => {
  const terms = [
    { type: 'personal-data', loginRequired: true },
    { type: 'offer', loginRequired: true },
    { type: 'news', loginRequired: false },
  ]

  it('lists the required agreements not yet accepted', () => {
    expect(missingTerms(terms, [{ type: 'offer', agree: true }])).toEqual(['personal-data'])
    expect(
      missingTerms(terms, [
        { type: 'offer', agree: true },
        { type: 'personal-data', agree: false },
      ]),
    ).toEqual(['personal-data'])
    expect(
      missingTerms(terms, [
        { type: 'offer', agree: true },
        { type: 'personal-data', agree: true },
      ]),
    ).toEqual([])
  })

  it.each([
    [false, true, 'errorTerms'],
    [true, true, undefined],
    [false, false, undefined],
  ])('agree %s, required %s → %s', (agree, required, key) => {
    expect(validateTerm(agree, required)).toBe(key)
  })
})

describe('email', () => {
  it.each([
    ['ivanov@example.ru', true],
    ['i.ivanov+news@mail.example.com', true],
    ["o'brien@example.ie", true],
    ['user@пример.рф', true],
    ['user@xn--e1afmkfd.xn--p1ai', true],
    ['ivanov@example', false],
    ['ivanov.example.ru', false],
    ['@example.ru', false],
    ['ivanov@@example.ru', false],
    ['iva nov@example.ru', false],
    ['.ivanov@example.ru', false],
    ['iva..nov@example.ru', false],
    ['ivanov@-example.ru', false],
    ['ivanov@example.r', false],
    ['ivanov@example..ru', false],
    [`${'a'.repeat(65)}@example.ru`, false],
    [`ivanov@${'a'.repeat(64)}.ru`, false],
    [`ivanov@${'a.'.repeat(125)}ru`, false],
  ])('%s → %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid)
  })

  it('answers errorEmail and leaves empty values to the required rule', () => {
    expect(validateEmail('ivanov@example')).toBe('errorEmail')
    expect(validateEmail('ivanov@example.ru')).toBeUndefined()
    expect(validateEmail('')).toBeUndefined()
  })
})

describe('verification code: exactly 4 digits', () => {
  it.each([
    ['1234', undefined],
    ['0000', undefined],
    ['123', 'errorCode'],
    ['12345', 'errorCode'],
    ['12a4', 'errorCode'],
    ['１２３４', 'errorCode'],
    ['', 'errorEmpty'],
    [null, 'errorEmpty'],
  ])('%s → %s', (value, key) => {
    expect(validateCode(value)).toBe(key)
  })

  it('is complete (verification starts by itself) at the fourth digit', () => {
    expect(isCompleteCode('123')).toBe(false)
    expect(isCompleteCode('1234')).toBe(true)
  })
})

describe('comment: at most 255 characters', () => {
  it.each([
    ['a'.repeat(255), undefined],
    ['я'.repeat(255), undefined],
    ['😀'.repeat(255), undefined],
    ['a'.repeat(256), 'errorMaxLength'],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (value, key) => {
    expect(validateComment(value)).toBe(key)
  })

  it('bounds any length', () => {
    expect(validateMaxLength('abc', 2)).toBe('errorMaxLength')
  })
})

describe('repeat must match', () => {
  it.each([
    ['Secret12', 'Secret12', undefined],
    ['Secret12', 'Secret13', 'errorMatch'],
    ['', null, undefined],
    [undefined, 'x', 'errorMatch'],
  ])('%s vs %s → %s', (value, first, key) => {
    expect(validateMatch(value, first)).toBe(key)
  })
})
