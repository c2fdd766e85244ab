import { useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { Button, Group, Input, Label, Select, SelectValue, TextField } from 'react-aria-components'
import { DropdownItem, DropdownListBox, DropdownPopover } from '../private/Dropdown'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import * as fieldStyles from '../private/Field.css'
import { ChevronDownIcon, ErrorIcon } from '../private/FieldIcons'
import * as styles from './PhoneField.css'
import {
  caretAfterDigits,
  digitsOf,
  formatNational,
  nationalLength,
  type PhoneCountry,
  splitPhone,
  toE164,
} from './phoneNumber'

export type { PhoneCountry } from './phoneNumber'

/** A phone number as the API takes it. */
export interface PhoneValue {
  /** E.164, e.g. `+79991234567`; empty while no digit is typed. */
  phone: string
  /** Up to 5 digits; empty when there is none. */
  extension: string
}

/** The documents' mask of an extension: 5 digits. */
const EXTENSION_DIGITS = 5

export interface PhoneFieldProps extends Omit<FieldTextProps, 'errorMessage'> {
  /** The countries of the picker, in display order (the API's country codes answer). */
  countries: readonly PhoneCountry[]
  value?: PhoneValue
  defaultValue?: PhoneValue
  onChange?: (value: PhoneValue) => void
  /** ISO code of the country picked while the number is empty. @default the first country */
  defaultCountry?: string
  /** Show the optional extension input. @default false */
  withExtension?: boolean
  /** The error shown while `isInvalid`: the kit does not validate phones, @platform/forms does. */
  errorMessage?: string
  isInvalid?: boolean
  isDisabled?: boolean
  isReadOnly?: boolean
  isRequired?: boolean
  /** Form field name of the E.164 number. */
  name?: string
  /** Form field name of the extension. */
  extensionName?: string
  /** @default 'Код страны' */
  countryLabel?: string
  /** @default 'Добавочный' */
  extensionLabel?: string
  className?: string
}

const emptyPhone: PhoneValue = { phone: '', extension: '' }

/**
 * A phone number: a country-code picker, the national number (formatted by the country's mask)
 * and an optional 5-digit extension, grouped under one label. Pasting a number that starts with
 * "+" picks its country. Read-only, it is one read-only text field with the whole number.
 */
export function PhoneField({
  label,
  description,
  errorMessage,
  countries,
  value,
  defaultValue,
  onChange,
  defaultCountry,
  withExtension = false,
  isInvalid = false,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  name,
  extensionName,
  countryLabel,
  extensionLabel,
  className,
}: PhoneFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [ownValue, setOwnValue] = useState(defaultValue ?? emptyPhone)
  const current = value ?? ownValue
  const [preferredCode, setPreferredCode] = useState(defaultCountry ?? countries[0]?.code)
  const preferred = countries.find((country) => country.code === preferredCode) ?? countries[0]
  const split = splitPhone(current.phone, countries, preferredCode)
  const country = current.phone ? (split.country ?? preferred) : preferred
  const national = current.phone ? split.national : ''
  const formatted = formatNational(national, country?.mask)

  const inputRef = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)
  useLayoutEffect(() => {
    const input = inputRef.current
    if (caret.current === null || !input || document.activeElement !== input) return
    const position = caretAfterDigits(input.value, caret.current)
    input.setSelectionRange(position, position)
    caret.current = null
  })

  const emit = (next: PhoneValue) => {
    if (value === undefined) setOwnValue(next)
    onChange?.(next)
  }

  const pickCountry = (code: string) => {
    const picked = countries.find((candidate) => candidate.code === code)
    setPreferredCode(code)
    emit({ ...current, phone: toE164(picked, national.slice(0, nationalLength(picked))) })
  }

  const typeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: text, selectionStart } = event.currentTarget
    if (text.trimStart().startsWith('+')) {
      const pasted = splitPhone(text, countries, preferredCode)
      if (pasted.country) {
        setPreferredCode(pasted.country.code)
        const digits = pasted.national.slice(0, nationalLength(pasted.country))
        emit({ ...current, phone: toE164(pasted.country, digits) })
        return
      }
    }
    let digits = digitsOf(text)
    let before = digitsOf(text.slice(0, selectionStart ?? text.length)).length
    // Deleting a bracket, space or dash of the mask deletes the digit next to it instead.
    if (digits === national && text.length < formatted.length) {
      const inputType = (event.nativeEvent as InputEvent).inputType
      if (inputType === 'deleteContentForward') {
        digits = digits.slice(0, before) + digits.slice(before + 1)
      } else if (before > 0) {
        digits = digits.slice(0, before - 1) + digits.slice(before)
        before -= 1
      }
    }
    caret.current = before
    emit({ ...current, phone: toE164(country, digits.slice(0, nationalLength(country))) })
  }

  const labelId = `${id}-label`
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined

  if (isReadOnly) {
    const number = current.phone ? `${country?.dialCode ?? ''} ${formatted}`.trim() : ''
    const extension = current.extension
    return (
      <TextField
        isReadOnly
        value={extension ? t`${number}, доб. ${extension}` : number}
        isInvalid={isInvalid}
        validationBehavior="aria"
        className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      >
        <FieldLabel>{label}</FieldLabel>
        <Input className={styles.input} />
        <FieldHelp description={description} errorMessage={errorMessage} />
      </TextField>
    )
  }

  return (
    <Group
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <label id={labelId} htmlFor={`${id}-number`} className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.row}>
        <Select
          aria-label={countryLabel ?? t`Код страны`}
          selectedKey={country?.code ?? null}
          onSelectionChange={(key) => key != null && pickCountry(String(key))}
          isDisabled={isDisabled}
        >
          <Button className={styles.country}>
            <SelectValue<PhoneCountry>>
              {({ selectedItem }) =>
                selectedItem && (
                  <>
                    <span className={styles.countryCode} aria-hidden="true">
                      {selectedItem.code}
                    </span>{' '}
                    {selectedItem.dialCode}
                    <span className={fieldStyles.visuallyHidden}> {selectedItem.name}</span>
                  </>
                )
              }
            </SelectValue>
            <ChevronDownIcon className={styles.chevron} />
          </Button>
          <DropdownPopover>
            <DropdownListBox items={countries.map((item) => ({ ...item, id: item.code }))}>
              {(item) => (
                <DropdownItem textValue={`${item.name} ${item.dialCode}`}>
                  {item.name} <span className={styles.dialCode}>{item.dialCode}</span>
                </DropdownItem>
              )}
            </DropdownListBox>
          </DropdownPopover>
        </Select>
        <TextField
          id={`${id}-number`}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          value={formatted}
          isInvalid={isInvalid}
          isDisabled={isDisabled}
          isRequired={isRequired}
          validationBehavior="aria"
          type="tel"
          autoComplete="tel-national"
          className={styles.number}
        >
          <Input
            ref={inputRef}
            onChange={typeNumber}
            inputMode="tel"
            placeholder={country?.mask?.replaceAll('#', '_')}
            className={styles.input}
          />
        </TextField>
        {withExtension && (
          <TextField
            value={current.extension}
            onChange={(text) =>
              emit({ ...current, extension: digitsOf(text).slice(0, EXTENSION_DIGITS) })
            }
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            validationBehavior="aria"
            name={extensionName}
            className={styles.extension}
          >
            <Label className={fieldStyles.label}>{extensionLabel ?? t`Добавочный`}</Label>
            <Input inputMode="numeric" maxLength={EXTENSION_DIGITS} className={styles.input} />
          </TextField>
        )}
      </div>
      {name && <input type="hidden" name={name} value={current.phone} />}
      {description && (
        <div id={descriptionId} className={fieldStyles.description}>
          {description}
        </div>
      )}
      <PhoneError id={errorId}>{errorMessage}</PhoneError>
    </Group>
  )
}

function PhoneError({ id, children }: { id: string | undefined; children: string | undefined }) {
  if (!id || !children) return null
  return (
    <div id={id} className={fieldStyles.errorMessage}>
      <ErrorIcon className={fieldStyles.icon} />
      <span>{children}</span>
    </div>
  )
}
