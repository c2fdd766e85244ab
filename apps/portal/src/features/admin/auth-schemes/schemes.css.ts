import { media, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
})

export const main = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
})

export const name = style({ fontWeight: vars.fontWeight.medium })

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { width: '100%', justifyContent: 'space-between' } },
})
