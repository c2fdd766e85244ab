import { useLingui } from '@lingui/react/macro'
import { validateMatch, validatePassword, validateRequired } from '@platform/forms'
import {
  PasswordField,
  PasswordGenerateButton,
  PasswordPolicyChecklist,
  PasswordStrengthMeter,
} from '@platform/ui'
import { useState } from 'react'
import { Controller, useFormContext, useFormState } from 'react-hook-form'
import { useStartup } from '../../platform/hooks'
import { useFieldText } from './field-text'

interface PasswordValues {
  password: string
  repeatPassword: string
}

/**
 * A new password and its repeat: the policy of the public settings with its
 * checklist and strength meter, and a generator that fills and reveals both fields.
 */
export function NewPasswordFields({
  isDisabled,
  passwordLabel,
}: {
  isDisabled?: boolean
  /** @default 'Пароль' */
  passwordLabel?: string
}) {
  const { t } = useLingui()
  const fieldText = useFieldText()
  const policy = useStartup().publicSettings.passwordPolicy
  const { control, getValues, setValue, trigger } = useFormContext<PasswordValues>()
  const { isSubmitted } = useFormState({ control })
  const [passwordShown, setPasswordShown] = useState(false)
  const [repeatShown, setRepeatShown] = useState(false)

  return (
    <>
      <Controller
        control={control}
        name="password"
        rules={{
          validate: (value) => validateRequired(value) ?? validatePassword(value, policy),
          deps: ['repeatPassword'],
        }}
        render={({ field, fieldState }) => (
          <>
            <PasswordField
              label={passwordLabel ?? t`Пароль`}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="new-password"
              isRequired
              isDisabled={isDisabled}
              isRevealed={passwordShown}
              onRevealedChange={setPasswordShown}
              isInvalid={fieldState.invalid}
              errorMessage={fieldText(fieldState.error)}
            />
            <PasswordStrengthMeter password={field.value} policy={policy} />
            <PasswordPolicyChecklist password={field.value} policy={policy} />
          </>
        )}
      />
      <Controller
        control={control}
        name="repeatPassword"
        rules={{
          validate: (value) =>
            validateRequired(value) ?? validateMatch(value, getValues('password')),
        }}
        render={({ field, fieldState }) => (
          <PasswordField
            label={t`Повторите пароль`}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete="new-password"
            isRequired
            isDisabled={isDisabled}
            isRevealed={repeatShown}
            onRevealedChange={setRepeatShown}
            isInvalid={fieldState.invalid}
            errorMessage={fieldText(fieldState.error)}
          />
        )}
      />
      <PasswordGenerateButton
        policy={policy}
        isDisabled={isDisabled}
        onGenerate={(password) => {
          setValue('password', password, { shouldDirty: true })
          setValue('repeatPassword', password, { shouldDirty: true })
          setPasswordShown(true)
          setRepeatShown(true)
          if (isSubmitted) void trigger(['password', 'repeatPassword'])
        }}
      />
    </>
  )
}
