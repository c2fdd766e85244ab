import { style } from '@vanilla-extract/css'
import { box } from '../private/Field.css'
import { vars } from '../theme/contract.css'

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
})

export const country = style([
  box,
  {
    width: 'auto',
    flexShrink: 0,
    gap: vars.space.xs,
    cursor: 'pointer',
    paddingInlineEnd: vars.space.xs,
    fontVariantNumeric: 'tabular-nums',
  },
])

export const countryCode = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const chevron = style({ color: vars.color.textMuted })

export const dialCode = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const number = style({ flex: '1 1 12rem', minWidth: 0 })

export const input = style([
  box,
  { paddingBlock: vars.space.xs, fontVariantNumeric: 'tabular-nums' },
])

export const extension = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '0 0 7rem',
})
