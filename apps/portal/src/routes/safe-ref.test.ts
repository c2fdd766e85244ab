import { describe, expect, it } from 'vitest'
import { safeRef } from './safe-ref'

const options = {
  origin: 'https://platform.example.ru',
  allowedOrigins: ['https://hr.example.ru/start', 'https://docs.example.ru'],
}

describe('safeRef: no open redirects', () => {
  it.each([
    ['/platform/apps', 'https://platform.example.ru/platform/apps'],
    ['https://hr.example.ru/vacancies?id=1', 'https://hr.example.ru/vacancies?id=1'],
    ['https://docs.example.ru/', 'https://docs.example.ru/'],
    [
      'https://platform.example.ru/platform/profile',
      'https://platform.example.ru/platform/profile',
    ],
    ['https://evil.example.com/', undefined],
    ['https://hr.example.ru.evil.com/', undefined],
    ['//evil.example.com/', undefined],
    ['/\\evil.example.com', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['https://user:pass@hr.example.ru/', undefined],
    ['not a url', undefined],
    ['', undefined],
    [42, undefined],
  ])('%s → %s', (ref, expected) => {
    expect(safeRef(ref, options)).toBe(expected)
  })
})
