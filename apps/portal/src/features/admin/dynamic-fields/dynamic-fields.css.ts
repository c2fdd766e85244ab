import { sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const switcher = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'xs',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const switcherLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
})

// A row of an ordered list is the same on every administration screen.
export { itemActions, itemMain, itemRow, itemTitle } from '../shared/admin.css'

export const blocks = sprinkles({ display: 'grid', gap: 'lg' })

export const blockBody = sprinkles({ display: 'grid', gap: 'sm' })

export const toolbar = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'sm',
  alignItems: 'center',
})
