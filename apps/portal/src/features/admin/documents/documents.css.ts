import { media, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

/** Two settings side by side, one above the other on a phone. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
