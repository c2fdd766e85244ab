import { focusRingInset, media, vars } from '@platform/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const nav = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  '@media': {
    [media.mobile]: {
      display: 'flex',
      gap: vars.space.xs,
      overflowX: 'auto',
      paddingBlockEnd: vars.space.xs,
    },
  },
})

export const group = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [media.mobile]: { display: 'contents' } },
})

export const groupTitle = style({
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@media': { [media.mobile]: { display: 'none' } },
})

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { display: 'flex', gap: vars.space.xs } },
})

export const link = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRingInset,
    '&[data-current]': {
      backgroundColor: vars.color.infoSurface,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.medium,
    },
  },
  '@media': {
    [media.mobile]: {
      whiteSpace: 'nowrap',
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    },
  },
})

/** The mini form's toggle: wide screens only (phones show the navigation as a row). */
export const toggle = style({
  justifySelf: 'end',
  '@media': { [media.mobile]: { display: 'none' } },
})

export const initial = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
})

export const caption = style({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.tight })

// The mini form on wide screens: icons in a narrow column, captions (if any) below them.
globalStyle(`${nav}[data-mini] ${link}`, {
  '@media': {
    [media.sm]: {
      display: 'grid',
      justifyItems: 'center',
      gap: vars.space.xxs,
      textAlign: 'center',
    },
  },
})
globalStyle(`${nav}[data-mini]`, { '@media': { [media.sm]: { justifyItems: 'stretch' } } })
