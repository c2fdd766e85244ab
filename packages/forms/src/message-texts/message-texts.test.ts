import { describe, expect, it } from 'vitest'
import { messageKeys } from '../messages'
import { messageLocale, messageText, messageTexts } from './index'

describe('message texts', () => {
  it('give every message key a sentence in both languages, never the key itself', () => {
    for (const locale of ['ru', 'en'] as const) {
      const keys = Object.keys(messageTexts[locale]).sort()
      expect(keys, locale).toEqual([...messageKeys].sort())
      for (const key of messageKeys) {
        const text = messageTexts[locale][key]
        expect(text.trim().length, `${locale} ${key}`).toBeGreaterThan(0)
        expect(text, `${locale} ${key}`).not.toMatch(/^[a-z]+[A-Z]\w*$/)
      }
    }
    expect(messageTexts.ru.errorInn).toMatch(/[А-Яа-яЁё]/)
    expect(messageTexts.en.errorInn).not.toMatch(/[А-Яа-яЁё]/)
  })

  it('speak English for an en… locale and Russian otherwise', () => {
    expect(messageText('errorInn')).toBe('ИНН указан неверно: проверьте его цифры')
    expect(messageText('errorInn', 'en-US')).toBe('The INN is wrong: check its digits')
    expect(messageText('errorInn', 'EN')).toBe(messageTexts.en.errorInn)
    expect(messageText('errorInn', 'de')).toBe(messageTexts.ru.errorInn)
    expect(messageLocale(undefined)).toBe('ru')
  })

  it('read a string that is no message key as errorInvalid', () => {
    expect(messageText('errorFromTheFuture', 'en')).toBe('Invalid value')
  })
})
