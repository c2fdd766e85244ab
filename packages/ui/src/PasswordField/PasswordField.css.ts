import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const group = style({ paddingInlineEnd: vars.space.xxs })

export const toggle = style({
  selectors: { '&[data-selected]': { color: vars.color.primary } },
})
