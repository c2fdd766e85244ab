import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef, useState } from 'react'
import {
  composeRenderProps,
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  ToggleButton,
} from 'react-aria-components'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import * as fieldStyles from '../private/Field.css'
import { EyeIcon, EyeOffIcon } from '../private/FieldIcons'
import * as styles from './PasswordField.css'

export interface PasswordFieldProps
  extends Omit<RACTextFieldProps, 'children' | 'type'>,
    FieldTextProps {
  placeholder?: string
  /** Whether the password is shown as plain text (controlled). */
  isRevealed?: boolean
  /** Whether the password starts shown. @default false */
  defaultRevealed?: boolean
  onRevealedChange?: (isRevealed: boolean) => void
  /** @default 'current-password' */
  autoComplete?: string
}

/**
 * A password input with a show/hide toggle. The toggle keeps one name and reports its state
 * with `aria-pressed`; pressing it with a pointer leaves focus in the input, and from the
 * keyboard it is the next tab stop inside the field.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  isRevealed: revealedProp,
  defaultRevealed = false,
  onRevealedChange,
  autoComplete = 'current-password',
  className,
  validationBehavior = 'aria',
  ...props
}: PasswordFieldProps) {
  const { t } = useLingui()
  const inputRef = useRef<HTMLInputElement>(null)
  const [ownRevealed, setOwnRevealed] = useState(defaultRevealed)
  const isRevealed = revealedProp ?? ownRevealed

  // Where the caret was in the input when the toggle changed its type. Chromium (150, at least)
  // puts the caret at the start of an input whose type changed when it next lays it out, so the
  // next letter a person types after "show password" would land before what they typed. The
  // caret goes back once that layout is done (forced here, before the browser paints).
  const caret = useRef<{
    revealed: boolean
    start: number
    end: number
    direction: 'forward' | 'backward' | 'none'
  }>(null)
  useLayoutEffect(() => {
    const input = inputRef.current
    const kept = caret.current
    if (!input || kept?.revealed !== isRevealed) return
    caret.current = null
    if (input.ownerDocument.activeElement !== input) return
    input.getBoundingClientRect()
    input.setSelectionRange(kept.start, kept.end, kept.direction)
  }, [isRevealed])

  const setRevealed = (next: boolean) => {
    const input = inputRef.current
    if (input && input.ownerDocument.activeElement === input) {
      caret.current = {
        revealed: next,
        start: input.selectionStart ?? input.value.length,
        end: input.selectionEnd ?? input.value.length,
        direction: input.selectionDirection ?? 'none',
      }
    }
    setOwnRevealed(next)
    onRevealedChange?.(next)
  }

  return (
    <RACTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      validationBehavior={validationBehavior}
      className={composeRenderProps(className, (own) =>
        [fieldStyles.field, own].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group
        role="presentation"
        isDisabled={props.isDisabled}
        isInvalid={props.isInvalid}
        className={`${fieldStyles.box} ${styles.group}`}
      >
        <Input ref={inputRef} className={fieldStyles.boxInput} placeholder={placeholder} />
        <ToggleButton
          isSelected={isRevealed}
          onChange={setRevealed}
          isDisabled={props.isDisabled}
          preventFocusOnPress
          onPress={(event) => {
            if (event.pointerType !== 'keyboard') inputRef.current?.focus()
          }}
          aria-label={t`Показать пароль`}
          className={`${fieldStyles.fieldButton} ${styles.toggle}`}
        >
          {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  )
}
