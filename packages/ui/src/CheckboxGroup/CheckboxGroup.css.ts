import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const groupOrientations = ['vertical', 'horizontal'] as const

export const options = recipe({
  base: { display: 'flex', gap: vars.space.sm, paddingBlock: vars.space.xxs },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: 'vertical' },
})
