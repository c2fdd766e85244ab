import { useLingui } from '@lingui/react/macro'
import { ProgressBar } from 'react-aria-components'
import { spinner } from './Spinner.css'

export interface SpinnerProps {
  /** What is loading, for screen readers. @default 'Загрузка' */
  label?: string
  className?: string
}

/** An indeterminate progress indicator: a `progressbar` with a name, not a bare animation. */
export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useLingui()
  return (
    <ProgressBar isIndeterminate aria-label={label ?? t`Загрузка`} className={className}>
      <span className={spinner} aria-hidden="true" />
    </ProgressBar>
  )
}
