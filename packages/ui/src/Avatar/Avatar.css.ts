import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.infoSurface,
    color: vars.color.info,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    objectFit: 'cover',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.space.xl, height: vars.space.xl, fontSize: vars.fontSize.xs },
      md: {
        width: `calc(${vars.space.xl} + ${vars.space.sm})`,
        height: `calc(${vars.space.xl} + ${vars.space.sm})`,
        fontSize: vars.fontSize.md,
      },
      lg: { width: vars.space.xxl, height: vars.space.xxl, fontSize: vars.fontSize.lg },
      xl: {
        width: `calc(${vars.space.xxl} * 2)`,
        height: `calc(${vars.space.xxl} * 2)`,
        fontSize: vars.fontSize.xxl,
      },
    },
  },
  defaultVariants: { size: 'md' },
})
