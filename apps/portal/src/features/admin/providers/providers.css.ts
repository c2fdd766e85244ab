import { media, vars } from '@platform/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

/** Terms and their values side by side; one under the other on a phone. */
export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

globalStyle(`${terms} > dt`, { color: vars.color.textMuted })

globalStyle(`${terms} > dd`, {
  margin: 0,
  '@media': { [media.mobile]: { marginBlockEnd: vars.space.xs } },
})

/** A part of a tab: its heading, its content. */
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
})
