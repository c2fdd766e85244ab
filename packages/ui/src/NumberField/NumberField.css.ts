import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const group = style({ paddingInline: vars.space.xxs })

export const input = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' })
