import { useLingui } from '@lingui/react/macro'
import type { PasswordPolicy } from '@platform/forms'
import { useState } from 'react'
import { PasswordField } from '../../PasswordField/PasswordField'
import { PasswordGenerateButton } from '../PasswordGenerateButton/PasswordGenerateButton'
import { PasswordPolicyChecklist } from '../PasswordPolicyChecklist/PasswordPolicyChecklist'
import { PasswordStrengthMeter } from '../PasswordStrengthMeter/PasswordStrengthMeter'
import * as styles from './NewPasswordFields.css'

/** The two fields of a new password. */
export interface NewPasswordValue {
  password: string
  repeatPassword: string
}

export interface NewPasswordFieldsProps {
  /** The password policy of the settings. */
  policy: PasswordPolicy
  value: NewPasswordValue
  onChange: (value: NewPasswordValue) => void
  /** A field lost focus (form libraries mark it touched), named by its key in the value. */
  onBlur?: (field: keyof NewPasswordValue) => void
  /** Form name of the password, for `<Form validationErrors>`. @default 'password' */
  passwordName?: string
  /** Form name of the repeat, e.g. `rePassword` on the profile. @default 'repeatPassword' */
  repeatName?: string
  /** @default 'Новый пароль' */
  passwordLabel?: string
  /** @default 'Повторите пароль' */
  repeatLabel?: string
  /** The password's error (forms' `validatePassword`, or the server's), in words. */
  passwordError?: string
  /** The repeat's error (forms' `validateMatch`), in words. */
  repeatError?: string
  /** The custom pattern's rule in words, for the checklist. */
  patternDescription?: string
  /** @default true */
  isRequired?: boolean
  isDisabled?: boolean
  className?: string
}

/**
 * A new password and its repeat, with the strength meter and the policy checklist under the
 * password and a generator that fills both fields and reveals them.
 */
export function NewPasswordFields({
  policy,
  value,
  onChange,
  onBlur,
  passwordName = 'password',
  repeatName = 'repeatPassword',
  passwordLabel,
  repeatLabel,
  passwordError,
  repeatError,
  patternDescription,
  isRequired = true,
  isDisabled = false,
  className,
}: NewPasswordFieldsProps) {
  const { t } = useLingui()
  const [passwordShown, setPasswordShown] = useState(false)
  const [repeatShown, setRepeatShown] = useState(false)

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <PasswordField
        label={passwordLabel ?? t`Новый пароль`}
        name={passwordName}
        autoComplete="new-password"
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        onBlur={() => onBlur?.('password')}
        isRevealed={passwordShown}
        onRevealedChange={setPasswordShown}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={passwordError ? true : undefined}
        errorMessage={passwordError}
      />
      <PasswordStrengthMeter password={value.password} policy={policy} />
      <PasswordPolicyChecklist
        password={value.password}
        policy={policy}
        patternDescription={patternDescription}
      />
      <PasswordField
        label={repeatLabel ?? t`Повторите пароль`}
        name={repeatName}
        autoComplete="new-password"
        value={value.repeatPassword}
        onChange={(repeatPassword) => onChange({ ...value, repeatPassword })}
        onBlur={() => onBlur?.('repeatPassword')}
        isRevealed={repeatShown}
        onRevealedChange={setRepeatShown}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={repeatError ? true : undefined}
        errorMessage={repeatError}
      />
      <PasswordGenerateButton
        policy={policy}
        isDisabled={isDisabled}
        onGenerate={(password) => {
          onChange({ password, repeatPassword: password })
          setPasswordShown(true)
          setRepeatShown(true)
        }}
      />
    </div>
  )
}
