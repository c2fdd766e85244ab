import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRingNear } from '../theme/focusRing'

/** Height of one-line controls: the same as the kit's buttons. */
export const controlHeight = `calc(${vars.space.xl} + ${vars.space.sm})`

/** The root of every field: label, control, description and error stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text,
})

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  selectors: { [`${field}[data-disabled] &`]: { color: vars.color.disabled } },
})

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs })

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
})

export const errorMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.danger,
})

export const icon = style({ flexShrink: 0, width: '1em', height: '1em', marginBlockStart: '0.1em' })

const readOnlyBox = {
  backgroundColor: 'transparent',
  borderStyle: 'dashed',
  borderColor: vars.color.border,
} as const

const disabledBox = {
  cursor: 'not-allowed',
  color: vars.color.disabled,
  backgroundColor: vars.color.disabledSurface,
  borderColor: vars.color.disabledSurface,
} as const

const invalidBox = {
  borderColor: vars.color.danger,
  boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
} as const

/**
 * The bordered box of a control: an `Input` of its own, or a `Group` holding an input and
 * buttons. Read-only is dashed on the page background, disabled is greyed out: the two never
 * look alike. Invalid doubles the border, so it does not rely on colour alone.
 */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: controlHeight,
  width: '100%',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focused], &[data-focus-within]': focusRingNear,
    '&[data-invalid]': invalidBox,
    [`${field}[data-invalid] &`]: invalidBox,
    [`${field}[data-readonly] &`]: readOnlyBox,
    '&[data-disabled]': disabledBox,
    [`${field}[data-disabled] &`]: disabledBox,
  },
})

/** An input inside a `box` group: the group draws the border and the focus ring. */
export const boxInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
})

globalStyle(`${box}::placeholder, ${boxInput}::placeholder`, { color: vars.color.textMuted })

/** A small icon button inside a box: chevrons, reveal toggles, steppers. */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.space.xl,
  minHeight: vars.space.xl,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      color: vars.color.text,
      backgroundColor: vars.color.disabledSurface,
    },
    '&[data-focus-visible]': focusRingNear,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabled, background: 'none' },
  },
})

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
