import { style } from '@vanilla-extract/css'
import { box } from '../private/Field.css'
import { vars } from '../theme/contract.css'

export const textArea = style([
  box,
  {
    display: 'block',
    paddingBlock: vars.space.xs,
    lineHeight: vars.lineHeight.normal,
    resize: 'vertical',
  },
])

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
})

export const help = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const counter = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  selectors: { '&[data-limit]': { color: vars.color.text, fontWeight: vars.fontWeight.bold } },
})
