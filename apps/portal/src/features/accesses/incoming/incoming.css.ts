import { media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const filters = style({
  display: 'grid',
  gridTemplateColumns:
    'minmax(14rem, 2fr) minmax(10rem, 1fr) minmax(10rem, 1fr) minmax(10rem, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const reset = style({ justifySelf: 'start' })

export const toolbar = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 'sm',
})
