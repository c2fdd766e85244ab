import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

// Items may shrink below their text on narrow screens: the badge then ends in an ellipsis
// instead of widening the page.
export const item = style({ minWidth: 0, maxWidth: '100%' })

export const link = style({ display: 'inline-flex', maxWidth: '100%', textDecoration: 'none' })
