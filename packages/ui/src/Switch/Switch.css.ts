import { style } from '@vanilla-extract/css'
import { choiceButton, choiceHelp, markBase, markStates } from '../private/choice.css'
import { vars } from '../theme/contract.css'

const height = `calc(${vars.space.md} + ${vars.space.xs})`
const knob = `calc(${height} - 6px)`

export const track = style({
  ...markBase,
  position: 'relative',
  width: `calc(${height} * 1.8)`,
  height,
  marginBlockStart: `calc((1lh - ${height}) / 2)`,
  borderRadius: vars.radius.full,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${choiceButton}[data-selected] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    ...markStates,
    [`${choiceButton}[data-readonly][data-selected] &`]: {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.borderStrong,
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
    [`${choiceButton}[data-selected] &`]: {
      transform: `translateX(calc(${height} * 1.8 - ${height}))`,
      borderColor: vars.color.primaryText,
      backgroundColor: vars.color.primaryText,
    },
    [`${choiceButton}[data-readonly][data-selected] &`]: {
      borderColor: vars.color.text,
      backgroundColor: vars.color.text,
    },
    [`${choiceButton}[data-disabled] &`]: { borderColor: vars.color.disabled },
    [`${choiceButton}[data-disabled][data-selected] &`]: { backgroundColor: vars.color.disabled },
    [`[dir="rtl"] ${choiceButton}[data-selected] &`]: {
      transform: `translateX(calc(${height} - ${height} * 1.8))`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const help = style([
  choiceHelp,
  { paddingInlineStart: `calc(${height} * 1.8 + ${vars.space.sm})` },
])
