import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from './contract.css'

/**
 * Layout atoms: display, alignment and spacing from the theme's space scale, one class per
 * value, shared by every screen instead of each screen writing the same few rules again.
 */
const layout = defineProperties({
  properties: {
    display: ['flex', 'inline-flex', 'grid'],
    flexDirection: ['column'],
    flexWrap: ['wrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'baseline', 'end', 'stretch'],
    justifyContent: ['flex-end', 'space-between'],
    justifyItems: ['start', 'center'],
    gap: vars.space,
    padding: vars.space,
    paddingBlock: vars.space,
    margin: vars.space,
    minWidth: ['0'],
    listStyle: ['none'],
  },
})

/** Class names of layout atoms, e.g. `sprinkles({ display: 'grid', gap: 'md' })`. */
export const sprinkles = createSprinkles(layout)

/** What `sprinkles` takes. */
export type Sprinkles = Parameters<typeof sprinkles>[0]
