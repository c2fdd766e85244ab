import { sprinkles } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const list = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'sm',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

// Items may shrink below their text on narrow screens instead of widening the page: the light's
// name then ends in an ellipsis, and its state stays whole.
export const item = style({ minWidth: 0, maxWidth: '100%' })

/** The light's words: its name, which may shorten, then its state, which may not. */
export const text = style({ display: 'flex', minWidth: 0, whiteSpace: 'nowrap' })

export const name = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' })

export const link = style({ display: 'inline-flex', maxWidth: '100%', textDecoration: 'none' })
