import { type Rect, TableLayout } from 'react-aria-components'

/**
 * react-aria's table layout keeps one rectangle of laid-out rows, from the top down to the
 * lowest place shown so far, and a scroll that jumps past it lays out every row in between,
 * in the scroll's own task: about 50 ms for 10,000 rows of two cells here, unthrottled, four
 * times that on a phone. With rows of one fixed height, a row's place needs no row above it,
 * so a jump to a place that shares nothing with the rows laid out starts a new rectangle there.
 *
 * Only while no row is kept drawn out of view (the focused row: react-aria keeps it in the DOM
 * wherever the person scrolls, and finds it among the rows laid out): then the rectangle grows
 * as react-aria's does. Measured rows (expandable ones) keep react-aria's behaviour too: their
 * heights above a place are known only once they have been drawn.
 */
export class JumpingTableLayout<T> extends TableLayout<T> {
  protected override layoutIfNeeded(rect: Rect): void {
    if (
      this.rowSize !== null &&
      this.lastCollection !== null &&
      this.virtualizer?.persistedKeys.size === 0 &&
      !this.requestedRect.intersects(rect)
    ) {
      this.requestedRect = rect.copy()
      this.rootNodes = this.buildCollection()
    }
    super.layoutIfNeeded(rect)
  }
}
