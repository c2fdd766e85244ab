import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRingNear } from '../theme/focusRing'

export const group = style({ paddingInlineEnd: vars.space.xxs, gap: vars.space.xs })

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
})

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.primaryText },
    '&[data-disabled]': { color: vars.color.disabled },
  },
})

export const popover = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
})

export const dialog = style({ outline: 'none' })

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.sm,
})

export const picker = style({
  minHeight: vars.space.xl,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus-visible': focusRingNear,
  },
})

export const month = style({ flex: 1 })

export const grid = style({ borderCollapse: 'collapse', width: '100%' })

export const headerCell = style({
  paddingBlockEnd: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
})

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.space.xl} + ${vars.space.xxs})`,
  height: `calc(${vars.space.xl} + ${vars.space.xxs})`,
  margin: '1px',
  borderRadius: vars.radius.full,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-today]': { fontWeight: vars.fontWeight.bold, textDecoration: 'underline' },
    '&[data-hovered]': { backgroundColor: vars.color.infoSurface },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': focusRingNear,
    '&[data-disabled], &[data-unavailable]': {
      cursor: 'not-allowed',
      color: vars.color.disabled,
      textDecoration: 'line-through',
      backgroundColor: 'transparent',
    },
    '&[data-invalid][data-selected]': { backgroundColor: vars.color.danger },
  },
})
