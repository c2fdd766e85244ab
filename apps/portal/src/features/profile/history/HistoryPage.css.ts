import { sprinkles, vars } from '@platform/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  textAlign: 'start',
})

export const when = style({ fontVariantNumeric: 'tabular-nums' })

export const kind = style({ fontWeight: vars.fontWeight.medium })

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})

export const none = style({ margin: 0, color: vars.color.textMuted })

export const changes = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' })

globalStyle(`${changes} th, ${changes} td`, {
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
})

export const filters = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: 'sm',
})
