import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

/** Whether the session is this one, and the button that ends it, on one line. */
export const session = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
})
