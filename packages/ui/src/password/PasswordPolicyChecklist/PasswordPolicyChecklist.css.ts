import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
})

export const label = style({ margin: 0, fontWeight: vars.fontWeight.medium })

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/** A failed rule is muted text with a cross; a passed one is a green tick: shape tells apart. */
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-passed]': { color: vars.color.success } },
})

export const icon = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  marginBlockStart: vars.space.xxs,
})

export const symbols = style({
  fontFamily: vars.font.mono,
  color: vars.color.text,
  wordBreak: 'break-all',
})

export const state = style({ fontWeight: vars.fontWeight.medium })
