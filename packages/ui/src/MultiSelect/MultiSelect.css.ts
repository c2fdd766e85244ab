import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRingNear } from '../theme/focusRing'

export const group = style({
  flexWrap: 'wrap',
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInlineEnd: vars.space.xxs,
})

export const input = style({ minWidth: '6ch', minHeight: vars.space.xl })

export const tagGroup = style({ display: 'contents' })

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  minWidth: 0,
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '16rem',
  minHeight: `calc(${vars.space.lg} + ${vars.space.xxs})`,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&:not([data-allows-removing])': { paddingInlineEnd: vars.space.sm },
    '&[data-focus-visible]': focusRingNear,
    '&[data-disabled]': {
      color: vars.color.disabled,
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.disabledSurface,
    },
  },
})

export const chipText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.lg,
  height: vars.space.lg,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRingNear,
  },
})

export const more = style({
  minHeight: `calc(${vars.space.lg} + ${vars.space.xxs})`,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.infoSurface },
    '&[data-focus-visible]': focusRingNear,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.disabled,
      borderColor: vars.color.disabled,
    },
  },
})

export const spinner = style({ color: vars.color.textMuted, display: 'inline-flex' })

export const summary = style({ display: 'none' })
