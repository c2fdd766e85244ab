import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/focusRing'

export const radioOrientations = ['vertical', 'horizontal'] as const

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm, paddingBlock: vars.space.xxs },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
})

export const radio = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

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
  flexShrink: 0,
  width: size,
  height: size,
  marginBlockStart: `calc((1lh - ${size}) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transition: `border-width ${vars.duration.fast}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    // The selected dot is a thick ring: a change of shape as well as colour.
    [`${button}[data-selected] &`]: {
      borderWidth: `calc(${size} / 3.2)`,
      borderColor: vars.color.primary,
    },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-readonly] &`]: { borderStyle: 'dashed' },
    [`${button}[data-readonly][data-selected] &`]: {
      borderStyle: 'solid',
      borderColor: vars.color.text,
    },
    [`${button}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.disabled,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const radioDescription = style({
  paddingInlineStart: `calc(${size} + ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
