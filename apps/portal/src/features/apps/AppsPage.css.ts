import { focusRing, media, pageSurface, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '64rem',
  marginInline: 'auto',
  boxSizing: 'border-box',
  ...pageSurface,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
})

export const lead = style({ margin: 0, color: vars.color.textMuted })

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    'a&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.raised },
    'a&:focus-visible': focusRing,
    '&[aria-current]': { borderColor: vars.color.primary, borderWidth: '2px' },
  },
})

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
})

export const cardText = style({ color: vars.color.textMuted })

export const mark = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const backLink = style({
  color: vars.color.primary,
  selectors: {
    '&:focus-visible': focusRing,
  },
})
