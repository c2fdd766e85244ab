import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import {
  Button,
  DropIndicator,
  GridList,
  GridListItem,
  type GridListProps,
  type Key,
  useDragAndDrop,
  VisuallyHidden,
} from 'react-aria-components'
import { DragHandleGlyph } from '../private/glyphs'
import { withClassName } from '../private/withClassName'
import { moveKeys } from './moveKeys'
import { content, dropIndicator, handle, item, list, preview } from './ReorderableList.css'

export interface ReorderableItem {
  id: Key
  /** What the item is called: shown by default, and read when it moves. */
  label: string
}

export interface ReorderableListProps<T extends ReorderableItem>
  extends Omit<
    GridListProps<T>,
    'items' | 'children' | 'dragAndDropHooks' | 'onReorder' | 'layout' | 'renderEmptyState'
  > {
  /** The items in their current order; the host reorders them in `onReorder`. */
  items: readonly T[]
  /** All keys in the new order, after a move. */
  onReorder: (keys: Key[]) => void
  /** The content of an item. @default its label */
  children?: (item: T) => ReactNode
  /** Turns dragging off (e.g. without the right to reorder); the list stays readable. */
  isDisabled?: boolean
}

/**
 * A list to put in order (applications, schemes, tabs, fields). Drag an item with the mouse,
 * or from the keyboard: ArrowRight from an item reaches its handle, Enter picks it up, the
 * arrow keys choose the place (each one is announced), Enter drops and Escape cancels. The
 * new position is announced after the drop.
 */
export function ReorderableList<T extends ReorderableItem>({
  items,
  onReorder,
  children,
  isDisabled = false,
  className,
  ...props
}: ReorderableListProps<T>) {
  const { t } = useLingui()
  const [announcement, setAnnouncement] = useState('')
  const labelOf = (key: Key) => items.find((entry) => entry.id === key)?.label ?? String(key)

  const { dragAndDropHooks } = useDragAndDrop<T>({
    isDisabled,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': labelOf(key) })),
    onReorder: ({ keys, target }) => {
      const order = moveKeys(
        items.map((entry) => entry.id),
        keys,
        target.key,
        target.dropPosition === 'after' ? 'after' : 'before',
      )
      const [first] = keys
      if (first !== undefined) {
        const label = labelOf(first)
        const position = order.indexOf(first) + 1
        const count = order.length
        setAnnouncement(t`${label}: новая позиция ${position} из ${count}`)
      }
      onReorder(order)
    },
    renderDragPreview: (dragItems) => (
      <div className={preview}>{dragItems[0]?.['text/plain'] ?? ''}</div>
    ),
    renderDropIndicator: (target) => <DropIndicator target={target} className={dropIndicator} />,
  })

  return (
    <>
      <GridList
        {...props}
        items={items}
        dragAndDropHooks={dragAndDropHooks}
        className={withClassName(list, className)}
      >
        {(entry) => (
          <GridListItem id={entry.id} textValue={entry.label} className={item}>
            {({ allowsDragging }) => (
              <>
                {allowsDragging && !isDisabled && (
                  <Button slot="drag" className={handle}>
                    <DragHandleGlyph />
                  </Button>
                )}
                <span className={content}>{children ? children(entry) : entry.label}</span>
              </>
            )}
          </GridListItem>
        )}
      </GridList>
      <VisuallyHidden>
        <div aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </VisuallyHidden>
    </>
  )
}
