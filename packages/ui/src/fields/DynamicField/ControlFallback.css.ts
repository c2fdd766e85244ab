import { style } from '@vanilla-extract/css'
import { controlHeight } from '../../private/Field.css'
import { vars } from '../../theme/contract.css'

/** Where the control will be: its height and corners, in the skeleton's grey. */
export const box = style({
  display: 'block',
  height: controlHeight,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.disabledSurface,
})

/** The room a quiet button takes (the add button of a multiple field), left empty. */
export const buttonSpace = style({ display: 'block', height: controlHeight })
