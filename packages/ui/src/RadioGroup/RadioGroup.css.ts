import { style } from '@vanilla-extract/css'
import { choiceButton, markBase, markStates } from '../private/choice.css'
import { vars } from '../theme/contract.css'

const size = `calc(${vars.space.md} + ${vars.space.xxs})`

export const indicator = style({
  ...markBase,
  width: size,
  height: size,
  marginBlockStart: `calc((1lh - ${size}) / 2)`,
  borderRadius: vars.radius.full,
  transition: `border-width ${vars.duration.fast}`,
  selectors: {
    [`${choiceButton}[data-hovered] &`]: { borderColor: vars.color.text },
    // The selected dot is a thick ring: a change of shape as well as colour.
    [`${choiceButton}[data-selected] &`]: {
      borderWidth: `calc(${size} / 3.2)`,
      borderColor: vars.color.primary,
    },
    ...markStates,
    [`${choiceButton}[data-readonly][data-selected] &`]: {
      borderStyle: 'solid',
      borderColor: vars.color.text,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const radioDescription = style({
  paddingInlineStart: `calc(${size} + ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
