import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/focusRing'

export const disclosure = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[data-disabled]': { color: vars.color.disabled } },
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
})

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.disabledSurface },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
})

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[data-expanded] > * > * > &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const panel = style({
  selectors: {
    '&[data-expanded]': { padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.md}` },
  },
})

export const accordion = style({
  borderTop: `1px solid ${vars.color.border}`,
})
