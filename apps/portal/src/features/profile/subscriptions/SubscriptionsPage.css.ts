import { media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const description = style({ margin: 0, color: vars.color.textMuted })

export const channels = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
})

export const legend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})

export const period = style({
  maxWidth: '18rem',
  '@media': { [media.mobile]: { maxWidth: 'none' } },
})

export const list = sprinkles({ display: 'grid', gap: 'md' })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  position: 'sticky',
  bottom: 0,
  paddingBlock: vars.space.sm,
  backgroundColor: vars.color.background,
})
