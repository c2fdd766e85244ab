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

/** A list's quiet notice (LoadFailure), the same as every part's that did not load. */
export { notice, noticeText } from '../../../shared/notice.css'

export const line = sprinkles({ margin: 'none' })
