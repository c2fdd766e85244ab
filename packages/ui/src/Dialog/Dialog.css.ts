import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/focusRing'
import { media } from '../theme/tokens'

export const dialogSizes = ['sm', 'md', 'lg'] as const

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.overlay,
  '@media': { [media.mobile]: { alignItems: 'flex-end', padding: 0 } },
})

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: '100%',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.overlay,
    '@media': {
      [media.mobile]: {
        maxWidth: 'none',
        borderEndStartRadius: 0,
        borderEndEndRadius: 0,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '26rem' },
      md: { maxWidth: '36rem' },
      lg: { maxWidth: '52rem' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  maxHeight: `calc(100dvh - ${vars.space.xl})`,
  outline: 'none',
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.disabledSurface },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabled },
  },
})

export const body = style({
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
})
