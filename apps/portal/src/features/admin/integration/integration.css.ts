import { sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const reset = style({ alignSelf: 'end' })

export const files = sprinkles({ display: 'flex', gap: 'xs' })

export const payloads = sprinkles({ display: 'grid', gap: 'sm', margin: 'none' })

export const payloadTerm = style({ fontWeight: vars.fontWeight.medium })

export const payload = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})
