import { floatingSurface, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  width: 'min(28rem, 100%)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const banner = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.xs,
  ...floatingSurface,
  boxShadow: vars.shadow.raised,
})

export const body = sprinkles({ display: 'grid', gap: 'xs', minWidth: '0' })

export const title = style({ margin: 0, fontSize: vars.fontSize.md })

export const text = style({ margin: 0, color: vars.color.textMuted })
