import { style } from '@vanilla-extract/css'
import { choiceButton, choiceHelp, markBase, markStates } from '../private/choice.css'
import { vars } from '../theme/contract.css'

const size = `calc(${vars.space.md} + ${vars.space.xxs})`

export const indicator = style({
  ...markBase,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size,
  height: size,
  marginBlockStart: `calc((1lh - ${size}) / 2)`,
  borderRadius: vars.radius.sm,
  color: 'transparent',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${choiceButton}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${choiceButton}[data-selected] &, ${choiceButton}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    ...markStates,
    [`${choiceButton}[data-readonly][data-selected] &`]: {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.borderStrong,
      color: vars.color.text,
    },
    [`${choiceButton}[data-disabled][data-selected] &, ${choiceButton}[data-disabled][data-indeterminate] &`]:
      { color: vars.color.disabled },
  },
})

export const help = style([choiceHelp, { paddingInlineStart: `calc(${size} + ${vars.space.sm})` }])
