import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

/** The quiet inline notice of a part that did not load, with its retry beside the text. */
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
})

export const noticeText = style({ margin: 0, flex: '1 1 16rem' })
