import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const link = style({ textDecoration: 'none' })
