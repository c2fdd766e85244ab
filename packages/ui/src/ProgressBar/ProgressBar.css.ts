import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const progressBar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  width: '100%',
  color: vars.color.text,
})

export const label = style({ fontWeight: vars.fontWeight.medium })

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })

export const description = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: vars.space.sm,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.disabledSurface,
  border: `1px solid ${vars.color.border}`,
})

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
})

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  transition: `width ${vars.duration.normal}`,
})

export const indeterminateFill = style({
  width: '40%',
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
})
