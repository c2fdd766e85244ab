import { focusRing, media, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'
import { bottomMenuHeight } from './shared.css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
})

/** Room below the content for the mobile bottom menu, when there is one. */
export const withBottomMenu = style({
  '@media': {
    [media.mobile]: { paddingBlockEnd: `calc(${bottomMenuHeight} + env(safe-area-inset-bottom))` },
  },
})

/** The sign-in layout: the style's background image behind the content. */
export const withBackground = style({
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'fixed',
})

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: '-100vh',
  zIndex: 30,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm, ...focusRing } },
})

export const body = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '90rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  '@media': { [media.mobile]: { padding: vars.space.md, gap: vars.space.md } },
})

/** A section navigation beside the content (below it on phones). */
export const withSections = style({
  gridTemplateColumns: '15rem minmax(0, 1fr)',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

/** The section navigation in its mini form: a narrow column of icons. */
export const withMiniSections = style({
  '@media': { [media.sm]: { gridTemplateColumns: '5.5rem minmax(0, 1fr)' } },
})

/**
 * A page whose content loads after the frame: the content area alone fills the screen, so the
 * footer starts below it and does not jump down when the content comes (no layout shift).
 */
export const fillsViewport = style({ minHeight: '100dvh' })

/** The sign-in layout centres its one card. */
export const centered = style({ alignContent: 'center' })
export const centeredMain = style({ justifyItems: 'center' })

// One column as wide as the page allows: no part of a page widens it past the screen however
// long its text (the platform's status lights once made it 15 px wider than a 375 px phone,
// and moved everything in it sideways when their answers came).
export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.md,
  minWidth: 0,
  width: '100%',
  outline: 'none',
})
