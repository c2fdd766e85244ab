import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const filterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
})

export const muted = style({ color: vars.color.textMuted })

export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis' })

// The changes of an expanded row: parameter, value before and value after, side by side.
export const changes = style({
  width: '100%',
  maxWidth: '60rem',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontSize: vars.fontSize.sm,
})

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  paddingBlockEnd: vars.space.xs,
})

export const changeHead = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

const changeCell = style({
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.disabledSurface}`,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
})

export const param = style([changeCell, { fontFamily: vars.font.mono }])

// Tinted as a diff reads, though the column headers say which is which.
export const before = style([changeCell, { backgroundColor: vars.color.dangerSurface }])

export const after = style([changeCell, { backgroundColor: vars.color.successSurface }])
