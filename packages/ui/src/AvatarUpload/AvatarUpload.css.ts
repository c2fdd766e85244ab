import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
})

export const label = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  selectors: { '[data-disabled] > &': { color: vars.color.disabled } },
})

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const readOnlyNote = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
})

export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
})

export const disabled = style({ opacity: 0.6 })
