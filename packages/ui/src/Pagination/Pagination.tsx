import { useLingui } from '@lingui/react/macro'
import { Button } from 'react-aria-components'
import { ChevronLeftGlyph, ChevronRightGlyph } from '../private/glyphs'
import { ellipsis, list, nav, pageButton, pageItem, status } from './Pagination.css'

export interface PaginationProps {
  /** The current page, from 1. */
  page: number
  /** How many pages there are. */
  pageCount: number
  onPageChange: (page: number) => void
  /** How many pages to show on each side of the current one. @default 1 */
  siblingCount?: number
  /** Name of the navigation landmark. @default 'Страницы' */
  'aria-label'?: string
  /** @default false */
  isDisabled?: boolean
  className?: string
}

type PageSlot = number | 'gap-start' | 'gap-end'

/** 1 … 4 5 6 … 20: the first, the last, and the current page with its siblings. */
export function pageSlots(page: number, pageCount: number, siblingCount: number): PageSlot[] {
  const first = Math.max(2, page - siblingCount)
  const last = Math.min(pageCount - 1, page + siblingCount)
  const slots: PageSlot[] = [1]
  if (first > 2) slots.push(first === 3 ? 2 : 'gap-start')
  for (let p = first; p <= last; p++) slots.push(p)
  if (last < pageCount - 1) slots.push(last === pageCount - 2 ? pageCount - 1 : 'gap-end')
  if (pageCount > 1) slots.push(pageCount)
  return slots
}

/**
 * Page navigation: previous and next, the first and last pages and those around the
 * current one, which is marked `aria-current="page"`. On phones only the arrows and the
 * current page show. The kit never fetches: the host changes `page` in `onPageChange`.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  'aria-label': ariaLabel,
  isDisabled = false,
  className,
}: PaginationProps) {
  const { t } = useLingui()
  if (pageCount < 1) return null
  const current = Math.min(Math.max(page, 1), pageCount)

  return (
    <nav
      aria-label={ariaLabel ?? t`Страницы`}
      className={[nav, className].filter(Boolean).join(' ')}
    >
      <ul className={list}>
        <li>
          <Button
            className={pageButton}
            aria-label={t`Предыдущая страница`}
            isDisabled={isDisabled || current === 1}
            onPress={() => onPageChange(current - 1)}
          >
            <ChevronLeftGlyph />
          </Button>
        </li>
        {pageSlots(current, pageCount, siblingCount).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot} className={slot === current ? undefined : pageItem}>
              <Button
                className={pageButton}
                aria-label={t`Страница ${slot}`}
                aria-current={slot === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => slot !== current && onPageChange(slot)}
              >
                {slot}
              </Button>
            </li>
          ) : (
            <li key={slot} className={ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button
            className={pageButton}
            aria-label={t`Следующая страница`}
            isDisabled={isDisabled || current === pageCount}
            onPress={() => onPageChange(current + 1)}
          >
            <ChevronRightGlyph />
          </Button>
        </li>
      </ul>
      <span className={status}>{t`Страница ${current} из ${pageCount}`}</span>
    </nav>
  )
}
