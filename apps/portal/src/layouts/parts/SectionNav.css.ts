import { media, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'
import { focusVisible } from './shared.css'

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
    '&[data-focus-visible]': { ...focusVisible, outlineOffset: '-2px' },
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
