import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})
