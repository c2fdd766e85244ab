import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { media } from '../theme/tokens'

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
})

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

// On phones the back link alone stands for the trail.
export const listBesideBack = style({
  '@media': { [media.mobile]: { display: 'none' } },
})

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
})

export const separator = style({
  color: vars.color.textMuted,
})
