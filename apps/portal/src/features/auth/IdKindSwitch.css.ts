import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const kinds = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
})

export const kind = style({
  flex: '1 1 auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&[aria-current]': {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      fontWeight: vars.fontWeight.medium,
      boxShadow: vars.shadow.raised,
    },
  },
})
