import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text,
})

export const icon = style({
  display: 'flex',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xxl,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const description = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.textMuted,
})

export const action = style({
  marginTop: vars.space.sm,
})
