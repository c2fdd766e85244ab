import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const shell = style({ minHeight: '100dvh' })

export const header = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.sm,
})
