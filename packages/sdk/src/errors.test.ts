import { describe, expect, it } from 'vitest'
import { kindOfStatus } from './errors'

describe('kindOfStatus', () => {
  it.each([
    [200, undefined],
    [204, undefined],
    [400, 'validation'],
    [401, 'unauthenticated'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [405, 'directoryAccount'],
    [409, 'conflict'],
    [418, 'unexpected'],
    [500, 'server'],
    [503, 'server'],
  ])('status %i is %s', (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind)
  })
})
