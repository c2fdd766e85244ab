import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRingInset } from '../theme/focusRing'

// react-aria keeps popovers 12px from the viewport's edges; the popover is kept within those
// margins too, or a field as wide as the viewport would make the page scroll sideways (and a
// scroll closes a combo box's list).
const viewportWidth = `calc(100vw - ${vars.space.lg})`

export const popover = style({
  minWidth: `min(var(--trigger-width), ${viewportWidth})`,
  maxWidth: `max(min(32rem, ${viewportWidth}), min(var(--trigger-width), ${viewportWidth}))`,
  maxHeight: 'min(20rem, var(--visual-viewport-height, 100vh))',
  overflow: 'auto',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
})

export const listBox = style({ display: 'flex', flexDirection: 'column', outline: 'none' })

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.infoSurface },
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabled },
  },
})

export const check = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  visibility: 'hidden',
  color: vars.color.primary,
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
})

export const itemText = style({ flex: 1, minWidth: 0 })

export const empty = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontStyle: 'italic',
})
