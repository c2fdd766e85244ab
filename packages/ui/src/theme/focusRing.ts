import { vars } from './contract.css'

/**
 * The one keyboard focus outline of the kit and of the products built on it, as style rules to
 * put under a `[data-focus-visible]` or `:focus-visible` selector. It stands clear of the
 * element, so it never hides a border or the text beside it.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const

/**
 * The same outline hugging a control's own border: inputs, buttons inside a field, calendar
 * days and chips, where the wider gap would run into the neighbouring control.
 */
export const focusRingNear = { ...focusRing, outlineOffset: '1px' } as const

/**
 * The same outline drawn inside the element: rows, cells, menu items and tabs, which sit edge
 * to edge in a container that would clip or overlap an outline drawn outside.
 */
export const focusRingInset = { ...focusRing, outlineOffset: '-2px' } as const
