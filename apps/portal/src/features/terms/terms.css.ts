import { sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const list = sprinkles({
  display: 'grid',
  gap: 'md',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const lead = style({ margin: 0, color: vars.color.textMuted })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
})

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  backgroundColor: vars.color.dangerSurface,
})

export const required = style({ color: vars.color.textMuted })
