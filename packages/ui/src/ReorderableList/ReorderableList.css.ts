import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing, focusRingInset } from '../theme/focusRing'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}` },
  },
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: `calc(${vars.space.xl} + ${vars.space.sm})`,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': focusRingInset,
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-disabled]': { color: vars.color.disabled },
  },
})

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.disabledSurface },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
})

export const content = style({ flex: 1, minWidth: 0 })

export const dropIndicator = style({
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      height: '2px',
      marginBlock: `calc(-1 * ${vars.space.xs} / 2)`,
      backgroundColor: vars.color.primary,
    },
  },
})

export const preview = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
})
