import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const version = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm })

// The part of a version that differs: bold and underlined, so it reads without colour.
export const differing = style({
  backgroundColor: vars.color.warningSurface,
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textDecorationThickness: '2px',
})
