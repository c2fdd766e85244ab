import { useEffect, useRef } from 'react'
import { Spinner } from '../Spinner/Spinner'
import { loadMore } from './Table.css'

interface LoadMoreSentinelProps {
  onLoadMore: () => void
  isLoadingMore: boolean
  label: string
  /** The rows given so far: a new observer per change, so a list that still fits asks again. */
  rowCount: number
}

/**
 * Asks for more rows when the end of a table that grows with the page comes within a screen
 * of the viewport. react-aria's own sentinel watches the table's box, which here is as tall
 * as its rows: it would always see its end and ask for every page at once.
 */
export function LoadMoreSentinel({
  onLoadMore,
  isLoadingMore,
  label,
  rowCount,
}: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(onLoadMore)
  latest.current = onLoadMore
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer per row count
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { rootMargin: '0px 0px 100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [rowCount])
  return (
    <div ref={ref} className={loadMore}>
      {isLoadingMore && <Spinner label={label} />}
    </div>
  )
}
