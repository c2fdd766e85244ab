import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-expired]': { color: vars.color.text } },
})

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
})
