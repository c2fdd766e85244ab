import { pageSurface, sprinkles, vars } from '@platform/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

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
  ...pageSurface,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
})

export const rateLimit = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  color: vars.color.text,
  backgroundColor: vars.color.dangerSurface,
})

export const startupNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  backgroundColor: vars.color.warningSurface,
})

// Their paragraphs sit in the box's own spacing.
globalStyle(`${rateLimit} p, ${startupNotice} p`, { margin: 0 })

export const sessionForm = sprinkles({ display: 'grid', gap: 'md' })

export const sessionActions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })
