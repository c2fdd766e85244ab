import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const group = style({ paddingInlineEnd: vars.space.xxs })

export const spinner = style({ color: vars.color.textMuted, display: 'inline-flex' })
