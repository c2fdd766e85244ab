import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  padding: vars.space.md,
})

export const card = style({
  width: '100%',
  maxWidth: '26rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
})

export const lead = style({ color: vars.color.textMuted })
