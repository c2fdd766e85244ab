import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { media } from '../theme/tokens'

export const cardVariants = ['outlined', 'raised'] as const

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    '@media': { [media.mobile]: { padding: vars.space.md } },
  },
  variants: {
    variant: {
      outlined: { border: `1px solid ${vars.color.border}` },
      raised: { boxShadow: vars.shadow.raised, border: '1px solid transparent' },
    },
  },
  defaultVariants: { variant: 'outlined' },
})

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
