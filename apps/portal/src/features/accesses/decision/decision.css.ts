import { media, sprinkles, vars } from '@platform/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const form = sprinkles({ display: 'grid', gap: 'lg', minWidth: '0' })

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

globalStyle(`${summary} dt`, { color: vars.color.textMuted })
globalStyle(`${summary} dd`, { margin: 0 })
