import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/focusRing'

export const buttonVariants = ['primary', 'secondary', 'quiet', 'danger'] as const

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '2.5rem',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.disabled,
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.primaryHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.infoSurface },
        },
      },
      quiet: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.infoSurface },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.surface,
        selectors: { '&[data-hovered], &[data-pressed]': { borderColor: vars.color.text } },
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary' },
})
