/**
 * Widths in px of the table columns whose content has a known size: the rest share what is
 * left, and on a phone the table scrolls sideways instead of cutting these short.
 */
export const columnWidths = {
  /** The edit and delete buttons of a row. */
  actions: 260,
  /** The «⋯» button of a row's actions menu. */
  actionsMenu: 110,
  /** A switch with its label. */
  toggle: 180,
  /** DD.MM.YYYY */
  date: 130,
  /** DD.MM.YYYY HH:mm */
  moment: 170,
  /** The least a column of names or comments keeps on a phone. */
  text: 140,
} as const
