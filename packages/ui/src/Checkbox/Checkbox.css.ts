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

const size = `calc(${vars.space.md} + ${vars.space.xxs})`

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size,
  height: size,
  marginBlockStart: `calc((1lh - ${size}) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: 'transparent',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-readonly] &`]: { borderStyle: 'dashed' },
    [`${button}[data-readonly][data-selected] &`]: {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.borderStrong,
      color: vars.color.text,
    },
    [`${button}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.disabled,
    },
    [`${button}[data-disabled][data-selected] &, ${button}[data-disabled][data-indeterminate] &`]: {
      color: vars.color.disabled,
    },
  },
})

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(${size} + ${vars.space.sm})`,
})
