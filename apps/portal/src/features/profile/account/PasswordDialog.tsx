import { Trans, useLingui } from '@lingui/react/macro'
import { validateRequired } from '@platform/forms'
import { useServerErrors, useSingleSubmit } from '@platform/forms/react'
import { isPlatformError } from '@platform/sdk'
import { updateProfilePasswordMutation } from '@platform/sdk/query'
import { Button, NewPasswordFields, PasswordField, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { isSetAside, useKeptSave } from '../../../shell/use-kept-save'
import { type DialogGuard, GuardedDialog } from '../../contractors/GuardedDialog'
import { useFieldText } from '../../links/field-text'
import { useFocusInvalid } from '../../links/focus'
import { useNewPassword } from '../../links/use-new-password'
import { profileSnackbars } from '../messages'
import type { PasswordAction } from '../model/account'
import * as styles from '../PersonalPage.css'

interface PasswordValues {
  actual: string
  password: string
  repeatPassword: string
}

/** The server names the repeat `rePassword`; the shared fields call it `repeatPassword`. */
const serverNames = { rename: { rePassword: 'repeatPassword' } }

function PasswordForm({ action, guard }: { action: 'update' | 'set'; guard: DialogGuard }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const fieldText = useFieldText()
  const container = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(container)
  const form = useForm<PasswordValues>({
    defaultValues: { actual: '', password: '', repeatPassword: '' },
    shouldFocusError: false,
  })
  const applyServerErrors = useServerErrors(form, serverNames)
  const newPassword = useNewPassword(form)
  const save = useMutation(updateProfilePasswordMutation(client))
  const { isDirty } = form.formState
  const { setDirty, requestClose, close } = guard
  useEffect(() => setDirty(isDirty), [isDirty, setDirty])
  const kept = useKeptSave({ isDirty, onDiscard: close })
  const single = useSingleSubmit()

  const send = single.guard(
    form.handleSubmit(async (values) => {
      try {
        await kept(() =>
          save.mutateAsync({
            body: {
              ...(action === 'update' ? { actual: values.actual } : {}),
              password: values.password,
              rePassword: values.repeatPassword,
            },
          }),
        )
        toast.success(i18n._(profileSnackbars.updatePassword))
        close()
      } catch (error) {
        if (isSetAside(error)) return
        const marked = isPlatformError(error) ? applyServerErrors(error) : {}
        const onFields = Object.keys(marked).length > 0
        toast.error(i18n._(profileSnackbars.updatePasswordError), {
          description: onFields ? undefined : i18n._(errorMessage(error)),
        })
        if (onFields) focusInvalid()
      }
    }, focusInvalid),
  )

  return (
    <FormProvider {...form}>
      <form ref={container} onSubmit={send} noValidate className={styles.dialogForm}>
        {action === 'update' && (
          <Controller
            control={form.control}
            name="actual"
            rules={{ validate: (value) => validateRequired(value) }}
            render={({ field, fieldState }) => (
              <PasswordField
                label={t`Текущий пароль`}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoComplete="current-password"
                isRequired
                isInvalid={fieldState.invalid}
                errorMessage={fieldText(fieldState.error)}
              />
            )}
          />
        )}
        <NewPasswordFields {...newPassword} isDisabled={single.isPending} />
        <div className={styles.actions}>
          <Button type="submit" isPending={single.isPending}>
            <Trans>Сохранить пароль</Trans>
          </Button>
          <Button variant="secondary" isDisabled={single.isPending} onPress={requestClose}>
            <Trans>Отмена</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}

/**
 * Change the password (with the current one) or set the first one: the policy checklist, the
 * generator, and the server's errors on their fields, a password error mirrored onto the
 * repeat and the reverse. Closing it with something typed asks first.
 */
export function PasswordDialog({ action }: { action: Exclude<PasswordAction, null> }) {
  const { t } = useLingui()
  const title = action === 'update' ? t`Сменить пароль` : t`Задать пароль`
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {title}
      </Button>
      <GuardedDialog title={title} isOpen={isOpen} onClose={() => setOpen(false)}>
        {(guard) => <PasswordForm action={action} guard={guard} />}
      </GuardedDialog>
    </>
  )
}
