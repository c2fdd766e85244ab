import { media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 16rem) 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', rowGap: vars.space.xxs } },
})

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.mobile]: { marginTop: vars.space.sm } },
})

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' })

export const multiline = style({ whiteSpace: 'pre-line' })

export const empty = style({ color: vars.color.textMuted })

export const values = sprinkles({
  display: 'grid',
  gap: 'xxs',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const verified = sprinkles({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'xs',
})
