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

// Items may shrink below their text on narrow screens: the badge then ends in an ellipsis
// instead of widening the page.
export const item = style({ minWidth: 0, maxWidth: '100%' })

export const link = style({ display: 'inline-flex', maxWidth: '100%', textDecoration: 'none' })
