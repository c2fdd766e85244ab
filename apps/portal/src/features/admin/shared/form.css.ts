// Layout of the fields of an administration dialog: columns, groups of rows, sections, notes.
import { media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const form = style({ display: 'grid', gap: vars.space.md })

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const legend = style({
  paddingInline: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
})

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
})

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
})

export const itemRemove = style({ marginBlockStart: vars.space.lg })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const alert = style({ margin: 0, color: vars.color.danger })

/** A section of a long form, under its own heading. */
export const section = sprinkles({ display: 'grid', gap: 'md' })

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
})

/** One entry of a list in a form: its field, then its actions. */
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
})
