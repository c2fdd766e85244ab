import { media, pageSurface, sprinkles, vars } from '@platform/ui/theme'
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [media.mobile]: { padding: `${vars.space.md} ${vars.space.sm}` } },
})

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '32rem',
  ...pageSurface,
  color: vars.color.text,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } },
})

export const lead = style({ margin: 0, color: vars.color.textMuted })

export const form = sprinkles({ display: 'grid', gap: 'md' })

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
})

const noticeBase = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.border}`,
})

export const notice = styleVariants({
  error: [
    noticeBase,
    { backgroundColor: vars.color.dangerSurface, borderLeftColor: vars.color.danger },
  ],
  success: [
    noticeBase,
    { backgroundColor: vars.color.successSurface, borderLeftColor: vars.color.success },
  ],
  info: [noticeBase, { backgroundColor: vars.color.infoSurface, borderLeftColor: vars.color.info }],
})

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold })

globalStyle(`${noticeBase} p`, { margin: 0 })
