import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const statusBadgeVariants = ['info', 'success', 'error', 'disabled', 'warning'] as const

// Each variant has its own icon shape and border style as well as colours.
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: '1px solid currentColor',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    variant: {
      info: { color: vars.color.info, backgroundColor: vars.color.infoSurface },
      success: { color: vars.color.success, backgroundColor: vars.color.successSurface },
      error: { color: vars.color.danger, backgroundColor: vars.color.dangerSurface },
      disabled: {
        color: vars.color.disabled,
        backgroundColor: vars.color.disabledSurface,
        borderStyle: 'dashed',
      },
      warning: { color: vars.color.warning, backgroundColor: vars.color.warningSurface },
    },
  },
})

export const glyph = style({ flexShrink: 0 })

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', color: 'inherit' })
