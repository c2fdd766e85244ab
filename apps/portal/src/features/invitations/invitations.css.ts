import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const rowActions = style({ display: 'inline-flex', gap: vars.space.xs })

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const filter = style({ minWidth: '14rem' })
