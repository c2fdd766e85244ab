import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/focusRing'
import { media } from '../theme/tokens'

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

// Numbered pages other than the current one give way to the arrows on phones.
export const pageItem = style({
  '@media': { [media.mobile]: { display: 'none' } },
})

export const ellipsis = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.space.xl,
  color: vars.color.textMuted,
  '@media': { [media.mobile]: { display: 'none' } },
})

// The current page is filled and bold, not only coloured.
export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: `calc(${vars.space.xl} + ${vars.space.xs})`,
  minHeight: `calc(${vars.space.xl} + ${vars.space.xs})`,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary, color: vars.color.primary },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.bold,
      cursor: 'default',
    },
    '&[data-disabled]': {
      color: vars.color.disabled,
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.disabledSurface,
      cursor: 'not-allowed',
    },
  },
})

export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
