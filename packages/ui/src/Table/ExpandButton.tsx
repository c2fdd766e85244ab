import { Button } from 'react-aria-components'
import { ChevronRightGlyph } from '../private/glyphs'
import { expandButton, expandButtonBox, expandGlyph } from './Table.css'

/**
 * The chevron of an expandable row, for the pointer. The row itself is what assistive
 * technology and the keyboard use, as in any tree grid: it says whether it is expanded, the
 * arrows and Enter expand and collapse it. So the chevron stays out of the tab order and out
 * of the accessibility tree, where its name would also become part of the row's name.
 */
export function ExpandButton() {
  return (
    <span aria-hidden="true" className={expandButtonBox}>
      <Button slot="chevron" className={expandButton}>
        <ChevronRightGlyph className={expandGlyph} />
      </Button>
    </span>
  )
}
