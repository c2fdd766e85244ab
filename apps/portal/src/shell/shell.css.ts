import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.sm,
  minHeight: '100dvh',
  padding: vars.space.md,
})

export const loadingText = style({ color: vars.color.textMuted })

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  width: '100%',
  maxWidth: '32rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
})
