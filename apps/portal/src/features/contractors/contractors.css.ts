import { sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const fields = sprinkles({ display: 'grid', gap: 'md', minWidth: '0' })

export const rows = sprinkles({
  display: 'grid',
  gap: 'md',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

// A row is laid out like a company of the outgoing request form.
export { company as row, legend, wide } from '../accesses/AccessRequestsPage.css'

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
})

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
