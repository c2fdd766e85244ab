import { useLingui } from '@lingui/react/macro'
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Group, Input } from 'react-aria-components'
import type { FieldTextProps } from '../private/Field'
import * as fieldStyles from '../private/Field.css'
import { ErrorIcon } from '../private/FieldIcons'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './CodeInput.css'

export interface CodeInputProps extends Omit<FieldTextProps, 'errorMessage'> {
  /** How many digits the code has. @default 4 */
  length?: number
  /** The code (controlled); cells follow it whenever it changes, e.g. back to '' after an error. */
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  /** Called once each time every cell gets a digit, with the whole code. */
  onComplete?: (code: string) => void
  /** The error shown and announced while `isInvalid` (incorrect, expired, too many attempts). */
  errorMessage?: string
  isInvalid?: boolean
  isDisabled?: boolean
  isReadOnly?: boolean
  /** The code is being checked: cells stay focusable but read-only, a named spinner shows. */
  isPending?: boolean
  autoFocus?: boolean
  /** Form field name of the whole code. */
  name?: string
  className?: string
}

const toCells = (code: string, length: number) =>
  Array.from({ length }, (_, index) => code.replace(/\D/g, '').charAt(index))

/**
 * A one-time code typed into one cell per digit. Typing moves on, Backspace on an empty cell
 * goes back, arrow keys move, and pasting (or the SMS autofill of the first cell) spreads a
 * whole code over the cells. The cells form one group named by the label; an error is
 * announced at once (`role="alert"`) and stays in the group's description.
 */
export function CodeInput({
  label,
  description,
  errorMessage,
  length = 4,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  isInvalid = false,
  isDisabled = false,
  isReadOnly = false,
  isPending = false,
  autoFocus = false,
  name,
  className,
}: CodeInputProps) {
  const { t } = useLingui()
  const id = useId()
  const [cells, setCells] = useState(() => toCells(value ?? defaultValue, length))
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const code = cells.join('')
  const isComplete = cells.every((digit) => digit !== '')
  const isLocked = isReadOnly || isPending

  // Follow the host's value when it changes from outside (e.g. cleared after a wrong code).
  const [lastValue, setLastValue] = useState(value)
  if (value !== lastValue) {
    setLastValue(value)
    if (value !== undefined && value !== code) setCells(toCells(value, length))
  }

  const completed = useRef<string | null>(null)
  const onCompleteRef = useRef(onComplete)
  useEffect(() => {
    onCompleteRef.current = onComplete
  })
  useEffect(() => {
    if (!isComplete) completed.current = null
    else if (completed.current !== code) {
      completed.current = code
      onCompleteRef.current?.(code)
    }
  }, [code, isComplete])

  const focusCell = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))]
    input?.focus()
    input?.select()
  }

  const update = (next: string[]) => {
    setCells(next)
    onChange?.(next.join(''))
  }

  /** Writes digits from a cell on, as typing or pasting them one by one would. */
  const fill = (from: number, digits: string) => {
    const next = [...cells]
    const start = digits.length >= length ? 0 : from
    const chars = digits.slice(0, length - start).split('')
    chars.forEach((digit, offset) => {
      next[start + offset] = digit
    })
    update(next)
    focusCell(start + chars.length)
  }

  const onInput = (index: number, text: string) => {
    const digits = text.replace(/\D/g, '')
    if (text === '') {
      update(cells.map((digit, at) => (at === index ? '' : digit)))
    } else if (digits !== '') {
      // A filled cell gets the digit typed over it: keep the new one.
      fill(
        index,
        digits.length === 2 && cells[index] ? digits.replace(cells[index], '') || digits : digits,
      )
    }
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && cells[index] === '' && index > 0 && !isLocked) {
      event.preventDefault()
      update(cells.map((digit, at) => (at === index - 1 ? '' : digit)))
      focusCell(index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusCell(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusCell(index + 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusCell(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focusCell(length - 1)
    }
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    if (isLocked) return
    const digits = event.clipboardData.getData('text').replace(/\D/g, '')
    if (digits) fill(index, digits)
  }

  const labelId = `${id}-label`
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = `${id}-error`
  const showError = isInvalid && Boolean(errorMessage)

  return (
    <div
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <Group
        aria-labelledby={labelId}
        aria-describedby={
          [descriptionId, showError ? errorId : undefined].filter(Boolean).join(' ') || undefined
        }
        aria-busy={isPending || undefined}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        className={styles.cells}
      >
        {cells.map((digit, index) => (
          <Input
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position
            key={index}
            ref={(element) => {
              inputs.current[index] = element
            }}
            value={digit}
            onChange={(event) => onInput(index, event.currentTarget.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
            aria-label={t`Цифра ${index + 1} из ${length}`}
            aria-invalid={isInvalid || undefined}
            disabled={isDisabled}
            readOnly={isLocked}
            autoFocus={autoFocus && index === 0}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            className={styles.cell}
          />
        ))}
        {isPending && <Spinner label={t`Проверка кода`} className={styles.spinner} />}
      </Group>
      {name && <input type="hidden" name={name} value={code} />}
      {description && (
        <div id={descriptionId} className={fieldStyles.description}>
          {description}
        </div>
      )}
      <div id={errorId} role="alert">
        {showError && (
          <div className={fieldStyles.errorMessage}>
            <ErrorIcon className={fieldStyles.icon} />
            <span>{errorMessage}</span>
          </div>
        )}
      </div>
    </div>
  )
}
