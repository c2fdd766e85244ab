import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/focusRing'

/** A checkbox or a switch with its help, a radio with its description: stacked, close together. */
export const choiceRoot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

/** The pressable row of a checkbox, a radio or a switch: its mark, then its label. */
export const choiceButton = style({
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

/** The mark beside the label (box, circle or track): it keeps its size and has a strong border. */
export const markBase = {
  flexShrink: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
} as const

/**
 * The states every mark shows alike. They come after a control's own hover and selected rules,
 * so an invalid or disabled mark looks so even when selected; read-only is dashed, never greyed.
 */
export const markStates = {
  [`${choiceButton}[data-focus-visible] &`]: focusRing,
  [`${choiceButton}[data-invalid] &`]: { borderColor: vars.color.danger },
  [`${choiceButton}[data-readonly] &`]: { borderStyle: 'dashed' },
  [`${choiceButton}[data-disabled] &`]: {
    backgroundColor: vars.color.disabledSurface,
    borderColor: vars.color.disabled,
  },
} as const

/** The help or description under a choice, lined up with its label rather than its mark. */
export const choiceHelp = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })

export const choiceOrientations = ['vertical', 'horizontal'] as const

/** The options of a checkbox or radio group, one under another or wrapped in a row. */
export const choiceOptions = recipe({
  base: { display: 'flex', gap: vars.space.sm, paddingBlock: vars.space.xxs },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
})
