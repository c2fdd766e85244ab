import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/focusRing'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabled },
    '&[data-readonly]': { cursor: 'default' },
  },
})

const height = `calc(${vars.space.md} + ${vars.space.xs})`
const knob = `calc(${height} - 6px)`

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: `calc(${height} * 1.8)`,
  height,
  marginBlockStart: `calc((1lh - ${height}) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${button}[data-selected] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-readonly] &`]: { borderStyle: 'dashed' },
    [`${button}[data-readonly][data-selected] &`]: {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.borderStrong,
    },
    [`${button}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.disabled,
    },
  },
})

/** The knob moves and fills when on: the state shows by position and shape, not colour only. */
export const knobStyle = style({
  position: 'absolute',
  insetBlockStart: '1px',
  insetInlineStart: '1px',
  width: knob,
  height: knob,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${button}[data-selected] &`]: {
      transform: `translateX(calc(${height} * 1.8 - ${height}))`,
      borderColor: vars.color.primaryText,
      backgroundColor: vars.color.primaryText,
    },
    [`${button}[data-readonly][data-selected] &`]: {
      borderColor: vars.color.text,
      backgroundColor: vars.color.text,
    },
    [`${button}[data-disabled] &`]: { borderColor: vars.color.disabled },
    [`${button}[data-disabled][data-selected] &`]: { backgroundColor: vars.color.disabled },
    [`[dir="rtl"] ${button}[data-selected] &`]: {
      transform: `translateX(calc(${height} - ${height} * 1.8))`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(${height} * 1.8 + ${vars.space.sm})`,
})
