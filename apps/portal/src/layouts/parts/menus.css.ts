import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

/** A menu item of two lines: a title and a description under it. */
export const item = style({ flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xxs })
export const title = style({ fontWeight: vars.fontWeight.medium })
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const mark = style({ color: vars.color.primary, fontWeight: vars.fontWeight.regular })
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })
export const unread = style({ fontWeight: vars.fontWeight.bold })

/** A menu item that leads somewhere is drawn like the others (no link underline). */
export const link = style({ textDecoration: 'none' })
