import { sprinkles, vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

// Not a scroll anchor: under a list that grows as rows are loaded, the browser would keep it in
// view and move the page away from the rows being read.
export const footer = style({
  overflowAnchor: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const pageSize = style({ width: '10rem' })

export const exportArea = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'sm',
})

export const exportProgress = style({ minWidth: '12rem', flex: '1 1 12rem' })

export const total = sprinkles({ margin: 'none' })

export const loadMore = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'sm',
})
