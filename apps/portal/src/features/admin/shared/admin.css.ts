import { media, sprinkles, vars } from '@platform/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '64rem',
  '@media': { [media.mobile]: { gap: vars.space.md } },
})

export const header = sprinkles({ display: 'grid', gap: 'xs' })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } },
})

export const lead = style({ margin: 0, color: vars.color.textMuted })

export const stack = style({ display: 'grid', gap: vars.space.md })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
})

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

/** A row of an ordered list: what it is on the left, its switch and actions on the right. */
export const itemRow = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
})

export const itemMain = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: 'sm',
  minWidth: '0',
})

export const itemTitle = style({ fontWeight: vars.fontWeight.medium })

export const itemActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { width: '100%' } },
})

/** A table cell's content on one line: the row height is fixed. */
export const cellLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
})

/** Facts as terms and their values (license, about the system), one column on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
})

globalStyle(`${facts} dt`, { color: vars.color.textMuted })
globalStyle(`${facts} dd`, {
  margin: 0,
  '@media': { [media.mobile]: { marginBlockEnd: vars.space.sm } },
})

/** The filters above a list: as many fields a line as fit, each at least 14rem wide. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
})
