import { media, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const fields = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

export const rows = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const row = style({
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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
})

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
