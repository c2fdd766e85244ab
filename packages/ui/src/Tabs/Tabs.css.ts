import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing, focusRingInset } from '../theme/focusRing'

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
})

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
})

// The selected tab differs by weight and a thick bar, not only by colour.
export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.disabledSurface },
    '&[data-selected]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: '-1px',
      height: '3px',
      borderRadius: vars.radius.sm,
      backgroundColor: 'currentColor',
    },
    '[data-orientation="vertical"] &[data-selected]::after': {
      insetInline: 'auto -1px',
      insetBlock: 0,
      width: '3px',
      height: 'auto',
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { color: vars.color.disabled, cursor: 'not-allowed' },
  },
})

export const tabPanel = style({
  flex: 1,
  minWidth: 0,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
})
