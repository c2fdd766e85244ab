import { describe, expect, it } from 'vitest'
import { changedOrder, inOrder } from './order'

const saved = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]

describe('changedOrder', () => {
  it('is null when a move puts everything back where it was', () => {
    expect(changedOrder(saved, ['a', 'b', 'c'])).toBeNull()
  })

  it('answers the new order when it differs', () => {
    expect(changedOrder(saved, ['b', 'a', 'c'])).toEqual(['b', 'a', 'c'])
  })
})

describe('inOrder', () => {
  it('orders by ids, keeps items the ids do not name and drops unknown ids', () => {
    expect(inOrder(saved, ['c', 'x', 'a']).map((item) => item.id)).toEqual(['c', 'a', 'b'])
  })
})
