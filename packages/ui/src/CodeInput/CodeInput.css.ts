import { style } from '@vanilla-extract/css'
import { box } from '../private/Field.css'
import { vars } from '../theme/contract.css'

export const cells = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

export const cell = style([
  box,
  {
    width: `calc(${vars.space.xl} + ${vars.space.sm})`,
    minHeight: `calc(${vars.space.xxl})`,
    padding: 0,
    textAlign: 'center',
    fontSize: vars.fontSize.xl,
    fontFamily: vars.font.mono,
    caretColor: vars.color.primary,
    selectors: {
      '&[readonly]': { cursor: 'default' },
    },
  },
])

export const spinner = style({ display: 'inline-flex', color: vars.color.textMuted })
