import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

const pulse = keyframes({ '50%': { opacity: 0.45 } })

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.disabledSurface,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm },
      block: { height: `calc(${vars.space.xxl} * 2)`, borderRadius: vars.radius.md },
      circle: { width: vars.space.xxl, height: vars.space.xxl, borderRadius: vars.radius.full },
    },
    width: {
      full: { width: '100%' },
      threeQuarters: { width: '75%' },
      half: { width: '50%' },
      quarter: { width: '25%' },
    },
  },
  compoundVariants: [
    { variants: { shape: 'circle', width: 'full' }, style: { width: vars.space.xxl } },
  ],
  defaultVariants: { shape: 'text', width: 'full' },
})
