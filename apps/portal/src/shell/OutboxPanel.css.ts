import { floatingSurface, media, sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

const corner = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  zIndex: 20,
  // Above the layouts' mobile bottom menu (4rem high).
  '@media': { [media.mobile]: { insetBlockEnd: `calc(4rem + ${vars.space.md})` } },
})

// Folded, its button waits at the start edge: the end one holds the pages' own actions (the
// Save button of a sticky bar). Open, it sits at the end edge, away from the forms' first
// fields and buttons.
export const dock = style([corner, { insetInlineStart: vars.space.md }])

export const panel = style([
  corner,
  {
    insetInlineEnd: vars.space.md,
    display: 'grid',
    gap: vars.space.sm,
    width: 'min(24rem, calc(100vw - 2rem))',
    maxHeight: '60vh',
    overflowY: 'auto',
    ...floatingSurface,
    boxShadow: vars.shadow.overlay,
  },
])

export const header = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
})
export const title = style({ margin: 0, fontSize: vars.fontSize.md })
export const empty = style({ margin: 0, color: vars.color.textMuted })
export const list = sprinkles({
  display: 'grid',
  gap: 'sm',
  margin: 'none',
  padding: 'none',
  listStyle: 'none',
})
export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
})
export const meta = style({ color: vars.color.textMuted })
export const subject = style({ fontWeight: vars.fontWeight.medium })
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.lg })
export const link = style({ color: vars.color.primary, wordBreak: 'break-all' })
