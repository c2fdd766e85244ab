import { floatingSurface, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

/** Room for a panel whose code is loading: about a list's toolbar and first rows. */
export const pending = style({ minHeight: '20rem' })

/** A dialog still on its way on a slow network: a small note above everything, centred. */
export const opening = style({
  ...floatingSurface,
  position: 'fixed',
  insetBlockStart: '40%',
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  width: 'max-content',
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text,
})
