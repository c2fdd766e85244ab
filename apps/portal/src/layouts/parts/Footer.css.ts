import { focusRing, media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': {
    [media.mobile]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      paddingInline: vars.space.md,
    },
  },
})

const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const links = list

/** The technical links lead the footer on phones (their mobile order). */
export const technical = style([list, { '@media': { [media.mobile]: { order: -1 } } }])

export const link = style({
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-focus-visible]': focusRing,
  },
})

export const caption = style({ color: vars.color.textMuted })

export const copyright = sprinkles({ margin: 'none' })

/** Links that only the wide footer shows. */
export const wideOnly = style({ '@media': { [media.mobile]: { display: 'none' } } })
