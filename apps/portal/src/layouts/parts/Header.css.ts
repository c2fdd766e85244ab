import { focusRing, media, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'
import { visuallyHiddenRules } from './shared.css'

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '3.5rem',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { gap: vars.space.sm, paddingInline: vars.space.md } },
})

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
})

export const logo = style({ display: 'block', height: '2rem', width: 'auto', maxWidth: '15rem' })

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
})

/** A header control's caption that only the desktop header shows. */
export const wideOnly = style({ '@media': { [media.mobile]: visuallyHiddenRules } })

export const iconButton = style({ position: 'relative', paddingInline: vars.space.sm })
