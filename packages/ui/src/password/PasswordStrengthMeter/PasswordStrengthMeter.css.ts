import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const meter = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  width: '100%',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
})

export const label = style({ fontWeight: vars.fontWeight.medium })

export const value = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted })

/** Three segments: how many are filled tells the level, whatever the colour. */
export const track = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
})

const fillOf = {
  low: vars.color.danger,
  standard: vars.color.warning,
  high: vars.color.success,
} as const

export const segment = style({
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.disabledSurface,
  selectors: Object.fromEntries(
    Object.entries(fillOf).map(([level, color]) => [
      `[data-level="${level}"] > &[data-filled]`,
      { backgroundColor: color, borderColor: color },
    ]),
  ),
})
