import { media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.md, gap: vars.space.md } },
})

export const header = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'md',
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
})

export const tableArea = sprinkles({ display: 'grid', gap: 'md', minWidth: '0' })

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  minWidth: 0,
})

export const companies = sprinkles({
  display: 'grid',
  gap: 'lg',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const company = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.medium })

export const wide = style({ gridColumn: '1 / -1' })

export const formActions = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'sm',
  alignItems: 'center',
})

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const form = sprinkles({ display: 'grid', gap: 'lg' })
