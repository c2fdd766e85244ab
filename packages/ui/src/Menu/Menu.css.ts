import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRingInset } from '../theme/focusRing'

export const popover = style({
  minWidth: '12rem',
  maxWidth: '24rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
  overflowY: 'auto',
})

export const menu = style({
  outline: 'none',
})

export const menuItem = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.infoSurface },
      '&[data-focus-visible]': focusRingInset,
      '&[data-disabled]': { color: vars.color.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      default: {},
      danger: {
        color: vars.color.danger,
        selectors: { '&[data-focused]': { backgroundColor: vars.color.dangerSurface } },
      },
    },
  },
  defaultVariants: { variant: 'default' },
})

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const section = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xs },
  },
})
