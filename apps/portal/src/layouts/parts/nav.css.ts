import { focusRing, focusRingInset, media, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'
import { bottomMenuHeight } from './shared.css'

const list = { display: 'flex', margin: 0, padding: 0, listStyle: 'none' } as const

/** The header's navigation: desktop only, the bottom menu replaces it on phones. */
export const mainNav = style({ '@media': { [media.mobile]: { display: 'none' } } })
export const mainList = style({ ...list, gap: vars.space.xs })

export const mainLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.infoSurface },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': {
      color: vars.color.primary,
      boxShadow: `inset 0 -2px 0 ${vars.color.primary}`,
    },
  },
})

/** The mobile bottom menu: fixed to the bottom edge below 768 px, absent above. */
export const bottomNav = style({
  display: 'none',
  '@media': {
    [media.mobile]: {
      display: 'block',
      position: 'fixed',
      insetInline: 0,
      insetBlockEnd: 0,
      zIndex: 10,
      paddingBlockEnd: 'env(safe-area-inset-bottom)',
      backgroundColor: vars.color.surface,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
})

export const bottomList = style({
  ...list,
  height: bottomMenuHeight,
  justifyContent: 'space-around',
})
export const bottomItem = style({ flex: 1, display: 'flex', minWidth: 0 })

export const bottomLink = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingInline: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingInset,
    '&[data-current]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold },
  },
})

export const bottomLabel = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
