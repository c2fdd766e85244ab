import { sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

/** The filters above a list: fields side by side, wrapping on narrow screens. */
export const filters = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: 'md',
  minWidth: '0',
})

/** One filter's field, which may shrink to the width of a phone. */
export const filter = style({ flex: '1 1 12rem', minWidth: 0, maxWidth: '20rem' })

/** A filter form's button, level with the fields under their labels. */
export const submit = style({ marginBlockStart: vars.space.lg })

/** Filters that belong together (the two ends of a period), side by side while they fit. */
export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  flex: '2 1 24rem',
  minWidth: 0,
})
