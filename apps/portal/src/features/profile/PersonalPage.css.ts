import { media, sprinkles, vars } from '@platform/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  // One column that may shrink below its content's width: a wide tab list or card scrolls in
  // its own box instead of widening the page past a phone's screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '64rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  '@media': { [media.mobile]: { padding: vars.space.md, gap: vars.space.md } },
})

export const header = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 'md',
})

export const titles = sprinkles({ display: 'grid', gap: 'xs', minWidth: '0' })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
})

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { width: '100%' } },
})

globalStyle(`${actions} > *`, { '@media': { [media.mobile]: { flex: '1 1 auto' } } })

export const blocks = sprinkles({ display: 'grid', gap: 'md' })

// Compact, title and text in one run: the notice fits the fixed alert height (alert.css.ts).
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  alignContent: 'center',
  columnGap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.info}`,
  backgroundColor: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
})

export const noticeTitle = style({ margin: 0, fontSize: 'inherit', display: 'inline' })

export const noticeText = style({ margin: 0, display: 'inline' })

export const loading = sprinkles({ display: 'grid', gap: 'md' })

export const errorPanel = sprinkles({ display: 'grid', gap: 'md', justifyItems: 'start' })

export const dialogForm = sprinkles({ display: 'grid', gap: 'md' })

export const accountList = sprinkles({
  display: 'grid',
  gap: 'md',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const accountItem = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
})

export const itemText = sprinkles({ display: 'grid', gap: 'xs', minWidth: '0' })

export const itemTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium })
