import { media } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

/**
 * The notices that sit above a page's content (the limited-access notice) keep a fixed height,
 * so the content below never jumps when one appears: 58 px, and 94 px on a phone when the
 * person has no services (the notice then says more and the text wraps further).
 */
const alertHeights = { regular: 58, mobileWithoutServices: 94 } as const

export const alertSlot = style({
  boxSizing: 'border-box',
  minHeight: alertHeights.regular,
})

export const alertSlotWithoutServices = style({
  '@media': { [media.mobile]: { minHeight: alertHeights.mobileWithoutServices } },
})
