import { style } from '@vanilla-extract/css'
import { box } from '../private/Field.css'
import { vars } from '../theme/contract.css'

export const input = style([box, { paddingBlock: vars.space.xs }])
