import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/focusRing'

export const linkVariants = ['inline', 'standalone', 'quiet'] as const

export const link = recipe({
  base: {
    color: vars.color.primary,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-hovered]': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        color: vars.color.disabled,
        cursor: 'not-allowed',
        textDecoration: 'none',
      },
      // The current page of a trail: plain text, still announced as the current page.
      '&[data-current]': { color: vars.color.text, cursor: 'default', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      inline: { textDecoration: 'underline' },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
      quiet: {
        color: 'inherit',
        textDecoration: 'underline',
        textDecorationColor: vars.color.border,
      },
    },
  },
  defaultVariants: { variant: 'inline' },
})

export const externalGlyph = style({
  marginInlineStart: vars.space.xxs,
  verticalAlign: '-0.125em',
})
