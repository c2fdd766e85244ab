import { media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

/** A list of values or entries spans the whole row. */
export const wide = style({ gridColumn: '1 / -1' })

export const group = style({
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

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs })

export const entries = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const entryFields = sprinkles({ display: 'grid', gap: 'sm', minWidth: '0' })

export const listError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm })

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
