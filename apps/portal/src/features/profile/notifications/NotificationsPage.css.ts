import { sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const list = sprinkles({
  display: 'grid',
  gap: 'sm',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
})

export const unreadItem = style([
  item,
  {
    borderColor: vars.color.info,
    backgroundColor: vars.color.infoSurface,
    borderInlineStartWidth: 4,
  },
])

export const itemHead = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'sm',
})

export const itemTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  flex: '1 1 12rem',
  minWidth: 0,
})

export const itemDate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const itemText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' })

export const itemActions = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'sm',
})
