import { floatingSurface, focusRing, media, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'
import { bottomMenuHeight } from './shared.css'

export const notice = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 15,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  width: 'min(40rem, calc(100vw - 2rem))',
  ...floatingSurface,
  boxShadow: vars.shadow.overlay,
  '@media': {
    [media.mobile]: { insetInline: vars.space.sm, insetBlockEnd: vars.space.sm, width: 'auto' },
  },
})

/** On phones, clear of the bottom menu. */
export const aboveBottomMenu = style({
  '@media': {
    [media.mobile]: {
      insetBlockEnd: `calc(${bottomMenuHeight} + ${vars.space.sm} + env(safe-area-inset-bottom))`,
    },
  },
})

export const text = style({ flex: '1 1 16rem', margin: 0 })

export const link = style({
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing, '&[data-focus-visible]': focusRing },
})
