import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import {
  composeRenderProps,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import { field, visuallyHidden } from '../private/Field.css'
import * as styles from './TextArea.css'

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string
  /** Visible lines of text. @default 4 */
  rows?: number
}

type Stage = 'free' | 'near' | 'full'

/** Near the limit once a tenth of it (at least 10 characters) is left. */
function stageOf(length: number, maxLength: number): Stage {
  const left = maxLength - length
  if (left <= 0) return 'full'
  return left <= Math.max(10, Math.ceil(maxLength / 10)) ? 'near' : 'free'
}

/**
 * A multi-line text input. With `maxLength` it shows a counter, which screen readers hear as
 * part of the description, and announces politely only when the text comes near the limit and
 * when it reaches it: never on every keystroke.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  validationBehavior = 'aria',
  onChange,
  ...props
}: TextAreaProps) {
  const { t } = useLingui()
  const counterId = useId()
  const { maxLength } = props
  const [ownLength, setOwnLength] = useState(() => (props.value ?? props.defaultValue ?? '').length)
  const length = props.value === undefined ? ownLength : props.value.length
  const [announcement, setAnnouncement] = useState('')
  const hasCounter = maxLength !== undefined && maxLength > 0

  const handleChange = (value: string) => {
    if (hasCounter) {
      const before = stageOf(length, maxLength)
      const after = stageOf(value.length, maxLength)
      if (after !== before) {
        const left = maxLength - value.length
        setAnnouncement(
          after === 'full'
            ? t`Достигнут предел символов: ${maxLength}`
            : after === 'near'
              ? t`Осталось символов: ${left}`
              : '',
        )
      }
    }
    setOwnLength(value.length)
    onChange?.(value)
  }

  return (
    <RACTextField
      {...props}
      onChange={handleChange}
      validationBehavior={validationBehavior}
      aria-describedby={
        [props['aria-describedby'], hasCounter ? counterId : undefined].filter(Boolean).join(' ') ||
        undefined
      }
      className={composeRenderProps(className, (own) => [field, own].filter(Boolean).join(' '))}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <RACTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      <div className={styles.footer}>
        <div className={styles.help}>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </div>
        {hasCounter && (
          <span
            id={counterId}
            className={styles.counter}
            data-limit={length >= maxLength || undefined}
          >
            <span aria-hidden="true">
              {length} / {maxLength}
            </span>
            <span className={visuallyHidden}>{t`Символов: ${length} из ${maxLength}`}</span>
          </span>
        )}
      </div>
      {hasCounter && (
        <span className={visuallyHidden} aria-live="polite">
          {announcement}
        </span>
      )}
    </RACTextField>
  )
}
