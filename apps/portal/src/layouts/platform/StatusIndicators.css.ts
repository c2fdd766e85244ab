import { sprinkles } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

// A cell of the page's grid that may be narrower than its longest light: without it, that
// light's text decides the grid's width, and the whole page gets wider than a phone's screen
// (by 15 px at 375 px) when the lights' answers come.
export const section = style({ minWidth: 0 })

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
