import { Trans, useLingui } from '@lingui/react/macro'
import { fieldErrorsOf, limits } from '@platform/forms'
import { applyFieldErrors, errorKeys, useSingleSubmit } from '@platform/forms/react'
import { isPlatformError } from '@platform/sdk'
import { createInvitationMutation } from '@platform/sdk/query'
import { Button, TextField, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import { isSetAside, useKeptSave } from '../../shell/use-kept-save'
import { ContractorAccessFields } from '../contractors/ContractorAccessFields'
import * as styles from '../contractors/contractors.css'
import { type DialogGuard, GuardedDialog, useReportDirty } from '../contractors/GuardedDialog'
import { accessErrorsToForm } from '../contractors/model'
import { focusFirstInvalid } from '../profile/edit/focus'
import { useErrorText } from '../profile/edit/useFieldContext'
import { invitationSnackbars } from './messages'
import {
  type InvitationValues,
  initialInvitation,
  invitationBody,
  validateInvitation,
} from './model'

function InvitationForm({ guard }: { guard: DialogGuard }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const errorText = useErrorText()
  const form = useForm<InvitationValues>({ defaultValues: initialInvitation() })
  const values = useWatch({ control: form.control }) as InvitationValues
  const create = useMutation(createInvitationMutation(client))
  const container = useRef<HTMLFormElement>(null)
  const dirty = values.email.trim() !== '' || values.contractorId !== null
  useReportDirty(guard, dirty)
  const kept = useKeptSave({ isDirty: dirty, onDiscard: guard.close })
  const single = useSingleSubmit()

  const send = single.guard(
    form.handleSubmit(async (current) => {
      form.clearErrors()
      const errors = validateInvitation(current)
      if (Object.keys(errors).length > 0) {
        applyFieldErrors(form, errors)
        focusFirstInvalid(() => container.current)
        return
      }
      try {
        await kept(() => create.mutateAsync({ body: invitationBody(current) }))
        toast.success(i18n._(invitationSnackbars.sent), { description: current.email.trim() })
        guard.close()
      } catch (error) {
        if (isSetAside(error)) return
        const marked = isPlatformError(error)
          ? accessErrorsToForm(fieldErrorsOf(error, { mirror: [] }))
          : {}
        applyFieldErrors(form, marked)
        toast.error(i18n._(invitationSnackbars.sendError), {
          description: Object.keys(marked).length > 0 ? undefined : i18n._(errorMessage(error)),
        })
        focusFirstInvalid(() => container.current)
      }
    }),
  )

  return (
    <form ref={container} onSubmit={send} noValidate className={styles.fields}>
      <p className={styles.hint}>
        <Trans>
          Приглашённый получит письмо со ссылкой. Приняв приглашение, он получит выбранные роли в
          организациях контрагента.
        </Trans>
      </p>
      <Controller
        control={form.control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label={t`Электронная почта`}
            type="email"
            autoComplete="off"
            value={field.value}
            onChange={(next) => {
              field.onChange(next)
              form.clearErrors('email')
            }}
            onBlur={field.onBlur}
            isRequired
            isDisabled={single.isPending}
            maxLength={limits.emailMaxLength}
            isInvalid={Boolean(fieldState.error)}
            errorMessage={
              errorKeys(fieldState.error).includes('alreadyExist')
                ? t`На этот адрес уже отправлено активное приглашение`
                : errorText(fieldState.error)
            }
          />
        )}
      />
      <ContractorAccessFields form={form} isDisabled={single.isPending} />
      <div className={styles.actions}>
        <Button type="submit" isPending={single.isPending}>
          <Trans>Отправить приглашение</Trans>
        </Button>
        <Button variant="secondary" isDisabled={single.isPending} onPress={guard.requestClose}>
          <Trans>Отмена</Trans>
        </Button>
      </div>
    </form>
  )
}

/** The invitation form in its dialog. */
export function SendInvitationDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <GuardedDialog title={t`Новое приглашение`} size="lg" isOpen={isOpen} onClose={onClose}>
      {(guard) => <InvitationForm guard={guard} />}
    </GuardedDialog>
  )
}
