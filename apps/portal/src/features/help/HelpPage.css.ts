import { focusRing, pageSurface, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '36rem',
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

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const links = sprinkles({
  display: 'grid',
  gap: 'sm',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus-visible': focusRing,
  },
})

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
