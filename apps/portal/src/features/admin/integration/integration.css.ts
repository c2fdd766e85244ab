import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const reset = style({ alignSelf: 'end' })

export const files = style({ display: 'flex', gap: vars.space.xs })

export const payloads = style({ display: 'grid', gap: vars.space.sm, margin: 0 })

export const payloadTerm = style({ fontWeight: vars.fontWeight.medium })

export const payload = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const reason = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
