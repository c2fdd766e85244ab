import { describe, expect, it } from 'vitest'
import { moveKeys } from './moveKeys'

describe('moveKeys', () => {
  const order = ['a', 'b', 'c', 'd']

  it('moves one key before or after another', () => {
    expect(moveKeys(order, new Set(['d']), 'b', 'before')).toEqual(['a', 'd', 'b', 'c'])
    expect(moveKeys(order, new Set(['a']), 'c', 'after')).toEqual(['b', 'c', 'a', 'd'])
  })

  it('keeps several moved keys in their order', () => {
    expect(moveKeys(order, new Set(['c', 'a']), 'd', 'after')).toEqual(['b', 'd', 'a', 'c'])
  })

  it('leaves the order alone when dropped onto a moved key', () => {
    expect(moveKeys(order, new Set(['b']), 'b', 'before')).toEqual(order)
  })
})
