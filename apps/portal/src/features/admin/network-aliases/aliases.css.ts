import { media, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
})

export const legend = style({
  paddingInline: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
})

/** An address, its comment and its remove button; stacked on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const remove = style({ marginBlockStart: vars.space.lg })
