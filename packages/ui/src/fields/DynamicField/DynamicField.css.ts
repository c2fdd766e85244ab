import { style } from '@vanilla-extract/css'
import {
  description as fieldDescription,
  label,
  requiredMark as mark,
} from '../../private/Field.css'
import { vars } from '../../theme/contract.css'

/** A multiple field: its title, its hint, the values and the add button, stacked. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  color: vars.color.text,
})

export const legend = style([label, { padding: 0, marginBlockEnd: vars.space.xs }])

export const requiredMark = mark

export const description = style([fieldDescription, { margin: 0 }])

export const values = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/** One value and its delete button, side by side; the button keeps to the control's top. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
})

export const control = style({ flex: 1, minWidth: 0 })

export const remove = style({
  flexShrink: 0,
  paddingInline: vars.space.sm,
  marginBlockStart: vars.space.xs,
})

export const add = style({ alignSelf: 'flex-start', paddingInline: vars.space.sm })
