import { style } from '@vanilla-extract/css'
import { box } from '../private/Field.css'
import { vars } from '../theme/contract.css'

export const trigger = style([
  box,
  {
    justifyContent: 'space-between',
    textAlign: 'start',
    cursor: 'pointer',
    paddingInlineEnd: vars.space.xs,
  },
])

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
})

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted })

export const readOnlyInput = style([box, { paddingBlock: vars.space.xs }])

export const spinner = style({ display: 'inline-flex', color: vars.color.textMuted })
