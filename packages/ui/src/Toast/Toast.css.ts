import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/focusRing'
import { media } from '../theme/tokens'

export const toastVariants = ['success', 'error', 'info'] as const

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: 'min(24rem, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': { [media.mobile]: { insetInline: vars.space.sm, width: 'auto' } },
})

// Each variant has its own icon and a coloured edge; the text says the rest.
export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    variant: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
})

export const icon = recipe({
  base: { flexShrink: 0, marginTop: vars.space.xxs, fontSize: vars.fontSize.lg },
  variants: {
    variant: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
})

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
})

export const title = style({ fontWeight: vars.fontWeight.medium })

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const close = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.disabledSurface },
    '&[data-focus-visible]': focusRing,
  },
})
