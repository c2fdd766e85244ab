import { media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { [media.mobile]: { padding: vars.space.md, gap: vars.space.md } },
})

export const toolbar = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 'sm',
})

export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

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

export const line = sprinkles({ margin: 'none' })
