import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { Button } from '../Button/Button'
import { ErrorGlyph } from '../private/glyphs'
import { Spinner } from '../Spinner/Spinner'
import { errorText, state } from './Table.css'

interface TableBodyStateProps {
  errorMessage?: string
  onRetry?: () => void
  retryLabel?: string
  isLoading: boolean
  emptyState?: ReactNode
}

/**
 * The box of a table as tall as its rows has no height of its own for the state without rows:
 * the state's height (with the header's and the borders') goes to `--table-state-height` on the
 * grid, which keeps at least that much room, or the state's action would be cut off.
 */
function useStateRoom() {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const state = ref.current
    const grid = state?.closest<HTMLElement>('[role="grid"]')
    if (!state || !grid) return
    const measure = () => {
      const header = grid.querySelector('[role="row"]')?.getBoundingClientRect().height ?? 0
      const borders = grid.offsetHeight - grid.clientHeight
      const height = state.getBoundingClientRect().height + header + borders
      grid.style.setProperty('--table-state-height', `${Math.ceil(height)}px`)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(state)
    return () => {
      observer.disconnect()
      grid.style.removeProperty('--table-state-height')
    }
  }, [])
  return ref
}

/** What the table body shows instead of rows: the error, the first load, or emptiness. */
export function TableBodyState({
  errorMessage,
  onRetry,
  retryLabel,
  isLoading,
  emptyState,
}: TableBodyStateProps) {
  const { t } = useLingui()
  const room = useStateRoom()
  if (errorMessage !== undefined) {
    return (
      <div ref={room} className={state}>
        <div role="alert" className={errorText}>
          <ErrorGlyph />
          {errorMessage}
        </div>
        {onRetry && (
          <Button variant="secondary" onPress={onRetry}>
            {retryLabel ?? t`Повторить`}
          </Button>
        )}
      </div>
    )
  }
  if (isLoading) {
    return (
      <div ref={room} className={state}>
        <Spinner label={t`Загрузка данных`} />
      </div>
    )
  }
  return (
    <div ref={room} className={state}>
      {emptyState ?? t`Нет данных`}
    </div>
  )
}
