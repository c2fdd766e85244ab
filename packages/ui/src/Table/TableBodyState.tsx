import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
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

/** What the table body shows instead of rows: the error, the first load, or emptiness. */
export function TableBodyState({
  errorMessage,
  onRetry,
  retryLabel,
  isLoading,
  emptyState,
}: TableBodyStateProps) {
  const { t } = useLingui()
  if (errorMessage !== undefined) {
    return (
      <div className={state}>
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
      <div className={state}>
        <Spinner label={t`Загрузка данных`} />
      </div>
    )
  }
  return <div className={state}>{emptyState ?? t`Нет данных`}</div>
}
