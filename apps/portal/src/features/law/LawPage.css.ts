import { pageSurface, vars } from '@platform/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
  boxSizing: 'border-box',
  ...pageSurface,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

/** The document's own markup: readable text, nothing wider than the column. */
export const content = style({
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
})

globalStyle(`${content} :is(h2, h3, h4, h5, h6)`, {
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
  lineHeight: vars.lineHeight.tight,
})
globalStyle(`${content} a`, { color: vars.color.primary })
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' })
globalStyle(`${content} pre`, { maxWidth: '100%', overflowX: 'auto' })
