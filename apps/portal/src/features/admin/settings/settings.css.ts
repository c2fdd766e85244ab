import { media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const form = sprinkles({ display: 'grid', gap: 'lg' })

export const module = sprinkles({ display: 'grid', gap: 'sm' })

export const moduleTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})

export const groupTitle = sprinkles({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'sm',
})

export const groupLead = style({ margin: 0, color: vars.color.textMuted })

export const rows = sprinkles({
  display: 'grid',
  gap: 'md',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
  paddingBlock: 'sm',
})

export const row = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxWidth: '36rem',
  paddingInlineStart: vars.space.sm,
  borderInlineStart: '3px solid transparent',
  selectors: {
    '&[data-changed]': { borderInlineStartColor: vars.color.primary },
  },
})

export const changedMark = style({ fontSize: vars.fontSize.sm, color: vars.color.info })

export const saveBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
})

export const saveState = style({ margin: 0, color: vars.color.textMuted })

export const saveError = style({ margin: 0, color: vars.color.danger })

export const saveActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column-reverse' } },
})

export const dialogLead = style({ marginBlockStart: 0 })

export const uniqueGroup = sprinkles({ display: 'grid', gap: 'xs' })

export const uniqueTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
})

export const uniqueCount = style({ margin: 0, color: vars.color.textMuted })

export const uniqueValues = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontFamily: vars.font.mono,
})
