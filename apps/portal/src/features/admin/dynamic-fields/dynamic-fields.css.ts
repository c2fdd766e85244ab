import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const switcher = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
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

export const blocks = style({ display: 'grid', gap: vars.space.lg })

export const blockBody = style({ display: 'grid', gap: vars.space.sm })

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
})
