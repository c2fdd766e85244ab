import { validateMatch, validatePassword, validateRequired } from '@platform/forms'
import type { NewPasswordFieldsProps, NewPasswordValue } from '@platform/ui'
import { type UseFormReturn, useController } from 'react-hook-form'
import { useStartup } from '../../platform/hooks'
import { useFieldText } from './field-text'

type BoundProps = Pick<
  NewPasswordFieldsProps,
  'policy' | 'value' | 'onChange' | 'onBlur' | 'passwordError' | 'repeatError'
>

/**
 * Binds the kit's `NewPasswordFields` to a form with `password` and `repeatPassword`: the
 * policy of the public settings, the rules of `@platform/forms` (a changed password checks its
 * repeat again), the errors in words, and a generated password that fills both fields at once.
 */
export function useNewPassword<T extends NewPasswordValue>(form: UseFormReturn<T>): BoundProps {
  // Every form passed here has both fields (T extends NewPasswordValue); react-hook-form's
  // paths cannot be narrowed on a generic form, so the form is seen through those two.
  const own = form as unknown as UseFormReturn<NewPasswordValue>
  const fieldText = useFieldText()
  const policy = useStartup().publicSettings.passwordPolicy
  const password = useController({
    control: own.control,
    name: 'password',
    rules: {
      validate: (value) => validateRequired(value) ?? validatePassword(value, policy),
      deps: ['repeatPassword'],
    },
  })
  const repeat = useController({
    control: own.control,
    name: 'repeatPassword',
    rules: {
      validate: (value) =>
        validateRequired(value) ?? validateMatch(value, own.getValues('password')),
    },
  })

  return {
    policy,
    value: { password: password.field.value, repeatPassword: repeat.field.value },
    onChange: (next) => {
      const passwordChanged = next.password !== password.field.value
      const repeatChanged = next.repeatPassword !== repeat.field.value
      if (passwordChanged && repeatChanged) {
        // Typing changes one field; only the generator fills both. Set both, then check them
        // together if the form was already sent (a lone check would see the other one stale).
        own.setValue('password', next.password, { shouldDirty: true })
        own.setValue('repeatPassword', next.repeatPassword, { shouldDirty: true })
        if (own.formState.isSubmitted) void own.trigger(['password', 'repeatPassword'])
      } else if (passwordChanged) {
        password.field.onChange(next.password)
      } else if (repeatChanged) {
        repeat.field.onChange(next.repeatPassword)
      }
    },
    onBlur: (field) => (field === 'password' ? password : repeat).field.onBlur(),
    passwordError: fieldText(password.fieldState.error),
    repeatError: fieldText(repeat.fieldState.error),
  }
}
