import { describe, expect, it } from 'vitest'
import { fieldOrderBody, noPendingOrder, subtypeOrderBody, withPendingOrder } from './order'

const subtypes = [
  { id: 'base', fields: [{ id: 'a' }, { id: 'b' }] },
  { id: 'work', fields: [{ id: 'c' }, { id: 'd' }, { id: 'e' }] },
]

describe('ordering subtypes and fields', () => {
  it('sends every subtype with its new position, only when the order changed', () => {
    expect(subtypeOrderBody(subtypes, ['work', 'base'])).toEqual([
      { id: 'work', order: 0 },
      { id: 'base', order: 1 },
    ])
    expect(subtypeOrderBody(subtypes, ['base', 'work'])).toBeNull()
  })

  it('sends the fields of the reordered subtype only', () => {
    expect(fieldOrderBody(subtypes, 'work', ['e', 'c', 'd'])).toEqual([
      { id: 'base', order: 0 },
      {
        id: 'work',
        order: 1,
        fields: [
          { id: 'e', order: 0 },
          { id: 'c', order: 1 },
          { id: 'd', order: 2 },
        ],
      },
    ])
    expect(fieldOrderBody(subtypes, 'work', ['c', 'd', 'e'])).toBeNull()
    expect(fieldOrderBody(subtypes, 'gone', ['x'])).toBeNull()
  })

  it('shows a pending order until the saved one comes back', () => {
    expect(withPendingOrder(subtypes, noPendingOrder)).toEqual(subtypes)
    const shown = withPendingOrder(subtypes, {
      subtypes: ['work', 'base'],
      fields: { base: ['b', 'a'] },
    })
    expect(shown.map((subtype) => subtype.id)).toEqual(['work', 'base'])
    expect(shown[1]?.fields.map((field) => field.id)).toEqual(['b', 'a'])
    // A block whose fields keep their order is the same object: its card is not redrawn.
    expect(shown[0]).toBe(subtypes[1])
  })

  it('keeps items a pending order does not name (a field added meanwhile)', () => {
    const shown = withPendingOrder(subtypes, { subtypes: ['work'], fields: {} })
    expect(shown.map((subtype) => subtype.id)).toEqual(['work', 'base'])
  })
})
