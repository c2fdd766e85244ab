import { vars } from './contract.css'
import { media } from './tokens'

/**
 * The raised panel a page of its own sits on (sign-in, services, help, legal and link pages,
 * error pages): roomy on wide screens, tighter on phones. Style rules to spread into a `style()`
 * beside the page's own width and layout.
 */
export const pageSurface = {
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [media.mobile]: { padding: vars.space.md } },
} as const

/**
 * A bordered surface that floats over the page (banners, notices, tool panels); the caller picks
 * its shadow: `vars.shadow.raised` in the flow, `vars.shadow.overlay` when fixed above it.
 */
export const floatingSurface = {
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
} as const
