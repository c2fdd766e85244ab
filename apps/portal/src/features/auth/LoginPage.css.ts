import { media, pageSurface, sprinkles, vars } from '@platform/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
  ...pageSurface,
  // On a phone the form is the whole page: no shadow to lift it off anything.
  '@media': { [media.mobile]: { ...pageSurface['@media'][media.mobile], boxShadow: 'none' } },
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
})

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
})

/** A vertical stack whose empty live regions take no room until they speak. */
export const stack = style({ display: 'flow-root' })
globalStyle(`${stack} > * + *`, { marginBlockStart: vars.space.md })
globalStyle(`${stack} > :empty`, { marginBlockStart: 0 })
globalStyle(`${card} > * + *`, { marginBlockStart: vars.space.lg })

export const row = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
})

export const aside = style({ margin: 0, color: vars.color.textMuted })

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  overflowWrap: 'anywhere',
})

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  color: vars.color.text,
  backgroundColor: vars.color.dangerSurface,
})

export const methods = sprinkles({
  display: 'grid',
  gap: 'xs',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const resend = style({ minHeight: '2.5rem', display: 'flex', alignItems: 'center' })

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 })
