import { useId } from 'react'
import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components'
import { withClassName } from '../private/withClassName'
import {
  description as descriptionClass,
  fill,
  indeterminateFill,
  label as labelClass,
  progressBar,
  track,
  value,
} from './ProgressBar.css'

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** What is progressing; visible, and the bar's name. */
  label: string
  /** More about it, e.g. «Загружено 3 из 10 файлов». */
  description?: string
  /** Shows the value (a percentage by default, or `valueLabel`). @default true */
  showValueLabel?: boolean
}

/**
 * A `progressbar` with a visible name and value. Without `value` (or with
 * `isIndeterminate`) it shows activity of unknown length; use `Spinner` where space is short.
 */
export function ProgressBar({
  label,
  description,
  showValueLabel = true,
  className,
  ...props
}: ProgressBarProps) {
  const descriptionId = useId()
  return (
    <RACProgressBar
      {...props}
      aria-describedby={
        [props['aria-describedby'], description !== undefined && descriptionId]
          .filter(Boolean)
          .join(' ') || undefined
      }
      className={withClassName(progressBar, className)}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <Label className={labelClass}>{label}</Label>
          {showValueLabel && !isIndeterminate ? (
            <span className={value}>{valueText}</span>
          ) : (
            <span />
          )}
          <div className={track}>
            {isIndeterminate ? (
              <div className={indeterminateFill} />
            ) : (
              <div className={fill} style={{ width: `${percentage ?? 0}%` }} />
            )}
          </div>
          {description !== undefined && (
            <span id={descriptionId} className={descriptionClass}>
              {description}
            </span>
          )}
        </>
      )}
    </RACProgressBar>
  )
}
