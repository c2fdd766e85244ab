import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

/** Room for a panel whose code is loading: about a list's toolbar and first rows. */
export const pending = style({ minHeight: '20rem' })

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
})
