import { media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const overview = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr', justifyItems: 'start' } },
})

export const overviewTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
})

export const gauge = style({ display: 'block', width: '7rem', height: '7rem' })

export const gaugeTrack = style({ stroke: vars.color.success })

export const gaugeDown = style({ stroke: vars.color.danger })

export const gaugeNumber = style({
  fill: vars.color.text,
  fontSize: '1.5rem',
  fontWeight: vars.fontWeight.bold,
})

export const gaugeCaption = style({ fill: vars.color.textMuted, fontSize: '0.625rem' })

export const summary = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

export const levels = sprinkles({
  display: 'grid',
  gap: 'xs',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})

export const level = style({
  display: 'grid',
  gridTemplateColumns: '8rem 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
})

export const bar = style({
  display: 'flex',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.disabledSurface,
})

export const barDown = style({ backgroundColor: vars.color.danger })

export const barUp = style({ backgroundColor: vars.color.success })

export const detail = sprinkles({ display: 'grid', gap: 'xs', margin: 'none' })

export const detailTerm = style({ fontWeight: vars.fontWeight.medium })

export const detailValue = style({ margin: 0, whiteSpace: 'pre-wrap' })
