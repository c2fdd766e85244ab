import { style } from '@vanilla-extract/css'

/** Height of the mobile bottom menu: the page keeps this much free below its content. */
export const bottomMenuHeight = '4rem'

/** Rules that hide from the screen and keep for screen readers (also inside `@media`). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules)
