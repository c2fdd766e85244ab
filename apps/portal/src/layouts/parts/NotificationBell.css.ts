import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const badge = style({
  position: 'absolute',
  insetBlockStart: '0.125rem',
  insetInlineEnd: '0.125rem',
  minWidth: '1.125rem',
  paddingInline: '0.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.125rem',
  textAlign: 'center',
})

export const menu = style({ maxWidth: '22rem' })
