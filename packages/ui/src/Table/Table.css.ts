import { globalStyle, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing, focusRingInset } from '../theme/focusRing'

export const tableHeights = ['page', 'sm', 'md', 'lg'] as const

export const container = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
})

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

/** The scrolling box of the rows: the grid element. */
const scrollBox = style({})

// While the rows scroll and for 300 ms after, react-aria's virtualiser closes its rows to the
// pointer (an inline `pointer-events: none`, a guard against hover repaints while scrolling):
// a person who scrolls, then taps or clicks a row or its button at once, pressed nothing. The
// rows always take the pointer here; a hover style passing under a still pointer is cheap.
// Only `!important` outweighs an inline style; the style types do not spell it.
globalStyle(`${scrollBox} > [role="presentation"]`, {
  pointerEvents: 'auto !important' as 'auto',
})

// Virtualised rows are positioned by react-aria; the table itself is the scrolling box.
export const table = recipe({
  base: [
    scrollBox,
    {
      display: 'block',
      position: 'relative',
      overflow: 'auto',
      width: '100%',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      outline: 'none',
      // Its own width, not its rows', is what `cqi` measures: the state without rows stays in view.
      containerType: 'inline-size',
      selectors: {
        '&[data-focus-visible]': focusRingInset,
      },
    },
  ],
  variants: {
    height: {
      page: {},
      sm: { height: '20rem' },
      md: { height: '32rem' },
      lg: { height: '48rem' },
    },
    /** No rows: the body holds the error, the first load or the empty state. */
    empty: { true: {}, false: {} },
  },
  compoundVariants: [
    {
      // A table as tall as its rows has no height for the state without rows: the virtualiser
      // gives the body what the box has, so the box keeps room for the state under the header
      // (its measured height, `--table-state-height`, at least 16rem), or its retry or action
      // button would be cut off and out of reach.
      variants: { height: 'page', empty: true },
      style: { minHeight: 'max(16rem, var(--table-state-height, 16rem))' },
    },
  ],
  defaultVariants: { height: 'md', empty: false },
})

export const header = style({
  backgroundColor: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
})

export const column = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.primary },
    '&[data-focus-visible]': focusRingInset,
  },
})

export const columnEnd = style({ justifyContent: 'flex-end', textAlign: 'end' })

export const columnTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const sortGlyph = style({ flexShrink: 0, color: vars.color.textMuted })

export const sortGlyphActive = style({ flexShrink: 0, color: 'currentColor' })

// A selected row has a bar at its start as well as a tint, so it does not rely on colour.
export const row = style({
  display: 'flex',
  alignItems: 'stretch',
  borderBottom: `1px solid ${vars.color.disabledSurface}`,
  backgroundColor: vars.color.surface,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.background },
    '&[data-selected]': {
      backgroundColor: vars.color.infoSurface,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { color: vars.color.disabled },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
  },
})

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingInset,
  },
})

export const cellEnd = style({ justifyContent: 'flex-end', textAlign: 'end' })

export const selectionCell = style({ justifyContent: 'center', paddingInline: vars.space.sm })

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.lg,
  height: vars.space.lg,
  cursor: 'pointer',
  outline: 'none',
})

export const checkboxBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.primaryText,
  selectors: {
    '[data-selected] > &, [data-indeterminate] > &': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '[data-focus-visible] > &': focusRing,
  },
})

export const state = style({
  // Rows wider than the box scroll sideways; the state stays in the visible part, centred on it.
  position: 'sticky',
  insetInlineStart: 0,
  boxSizing: 'border-box',
  width: '100cqi',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '10rem',
  padding: vars.space.lg,
  textAlign: 'center',
  whiteSpace: 'normal',
})

export const errorText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
})

// The first cell of an expandable row: the chevron, then the cell's own content.
export const treeCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

// Not `display: contents`: Chromium then ignores the aria-hidden of the box.
export const expandButtonBox = style({ display: 'inline-flex', flexShrink: 0 })

export const expandButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.lg,
  height: vars.space.lg,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.disabledSurface },
    '&[data-focus-visible]': focusRing,
  },
})

export const expandGlyph = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

// What an expanded row shows: below its row, indented, and as tall as its content.
export const detailRow = style([row, { backgroundColor: vars.color.background, cursor: 'auto' }])

export const detailCell = style({
  display: 'block',
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingInset,
  },
})

// Not a scroll anchor: the browser would keep it in view as rows are added above it, and it
// would then see the end again and ask for the next rows, and the next.
export const loadMore = style({
  overflowAnchor: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
})
