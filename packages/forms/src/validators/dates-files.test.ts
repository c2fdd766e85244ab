import { describe, expect, it } from 'vitest'
import { isIsoDate, validateBirthDate, validateDateOrder } from './dates'
import { validateAvatarFile } from './file'

const now = new Date(2026, 10, 21, 9, 30)

describe('birthDate from 1900-01-01 to today', () => {
  it.each([
    ['1900-01-01', undefined],
    ['1899-12-31', 'errorDate'],
    ['1985-06-15', undefined],
    ['2026-11-21', undefined],
    ['2026-11-22', 'errorDate'],
    ['2026-02-30', 'errorDate'],
    ['15.06.1985', 'errorDate'],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (value, key) => {
    expect(validateBirthDate(value, now)).toBe(key)
  })

  it('takes today from the clock by default', () => {
    expect(validateBirthDate('1985-06-15')).toBeUndefined()
    expect(validateBirthDate('2999-01-01')).toBe('errorDate')
  })

  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2023-13-01')).toBe(false)
  })
})

describe('an expiration comes after its start', () => {
  it.each([
    ['2026-11-21T09:00:00Z', '2026-11-22T09:00:00Z', undefined],
    ['2026-11-21T09:00:00Z', '2026-11-21T09:00:00Z', 'errorDateOrder'],
    ['2026-11-21T09:00:00Z', '2026-11-20T09:00:00Z', 'errorDateOrder'],
    [null, '2026-11-20T09:00:00Z', undefined],
    ['2026-11-21T09:00:00Z', null, undefined],
  ])('%s → %s: %s', (start, end, key) => {
    expect(validateDateOrder(start, end)).toBe(key)
  })
})

describe('avatar types svg, jpeg, tiff, png and webp', () => {
  it.each([
    [{ name: 'me.svg', type: 'image/svg+xml' }, undefined],
    [{ name: 'me.jpg', type: 'image/jpeg' }, undefined],
    [{ name: 'me.tiff', type: 'image/tiff' }, undefined],
    [{ name: 'me.png', type: 'image/png' }, undefined],
    [{ name: 'me.webp', type: 'image/webp' }, undefined],
    [{ name: 'me.gif', type: 'image/gif' }, 'errorFileType'],
    [{ name: 'me.png', type: 'application/pdf' }, 'errorFileType'],
    [{ name: 'ME.TIF', type: '' }, undefined],
    [{ name: 'me.bmp', type: '' }, 'errorFileType'],
    [{ name: 'avatar', type: '' }, 'errorFileType'],
  ])('%j → %s', (file, key) => {
    expect(validateAvatarFile(file)).toBe(key)
  })
})
