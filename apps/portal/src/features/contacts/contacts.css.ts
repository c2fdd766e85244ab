import { media, sprinkles, vars } from '@platform/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const toolbar = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: 'md',
})

export const search = style({ minWidth: '16rem', flex: '1 1 16rem', maxWidth: '32rem' })

export const links = sprinkles({
  display: 'grid',
  gap: 'xs',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const dialogBody = sprinkles({ display: 'grid', gap: 'lg', minWidth: '0' })

export const contractor = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
})

export const contractorHeader = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
})

export const contractorTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const organizations = sprinkles({
  display: 'grid',
  gap: 'md',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const requisites = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const organizationTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium })

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.text,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

globalStyle(`${requisites} dt`, { color: vars.color.textMuted })
globalStyle(`${requisites} dd`, { margin: 0 })
