import { Trans, useLingui } from '@lingui/react/macro'
import { fieldErrorsOf, isEqualValue, validateApproval } from '@platform/forms'
import { applyFieldErrors, useSingleSubmit } from '@platform/forms/react'
import { type ContactContractor, type ContractorOption, isPlatformError } from '@platform/sdk'
import { updateContactContractorMutation } from '@platform/sdk/query'
import { Button, ConfirmDialog, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import { isSetAside, useKeptSave } from '../../shell/use-kept-save'
import { ContractorAccessFields } from '../contractors/ContractorAccessFields'
import { type DialogGuard, useReportDirty } from '../contractors/GuardedDialog'
import { type AccessFormValues, accessErrorsToForm, toAccessInput } from '../contractors/model'
import { focusFirstControl, focusFirstInvalid } from '../profile/edit/focus'
import * as styles from './contacts.css'
import { heldOrganizations, linkValues } from './link-model'
import { contactSnackbars, failureDescription } from './messages'

export interface LinkFormProps {
  userId: string
  /** The link being edited; a new link when undefined. */
  link?: ContactContractor
  /** The link's contractor as the look-up answers it (what it offers besides the held ones). */
  contractor?: ContractorOption
  guard: DialogGuard
  onDone: () => void
}

/**
 * A contact's organizations and contractor roles at one contractor, saved as a whole. Cancel
 * with changes asks first, as closing the dialog does.
 */
export function LinkForm({ userId, link, contractor, guard, onDone }: LinkFormProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const initial = useRef(linkValues(link)).current
  const form = useForm<AccessFormValues>({ defaultValues: initial })
  const values = useWatch({ control: form.control }) as AccessFormValues
  const save = useMutation(updateContactContractorMutation(client))
  const container = useRef<HTMLFormElement>(null)
  const dirty = !isEqualValue(values, initial)
  useReportDirty(guard, dirty)
  useEffect(() => focusFirstControl(() => container.current), [])
  const [asking, setAsking] = useState(false)
  const kept = useKeptSave({ isDirty: dirty, onDiscard: onDone })
  const single = useSingleSubmit()

  const submit = single.guard(
    form.handleSubmit(async (current) => {
      form.clearErrors()
      const errors = validateApproval(current)
      if (Object.keys(errors).length > 0) {
        applyFieldErrors(form, errors)
        focusFirstInvalid(() => container.current)
        return
      }
      try {
        await kept(() =>
          save.mutateAsync({
            body: {
              userId,
              contractorId: current.contractorId ?? '',
              access: toAccessInput(current.contractorRoles),
            },
          }),
        )
        toast.success(i18n._(contactSnackbars.edited))
        onDone()
      } catch (error) {
        if (isSetAside(error)) return
        const marked = isPlatformError(error)
          ? accessErrorsToForm(fieldErrorsOf(error, { mirror: [] }))
          : {}
        applyFieldErrors(form, marked)
        const reason = failureDescription(error)
        toast.error(i18n._(contactSnackbars.editError), {
          description:
            Object.keys(marked).length > 0 ? undefined : i18n._(reason ?? errorMessage(error)),
        })
        focusFirstInvalid(() => container.current)
      }
    }),
  )

  return (
    <form ref={container} onSubmit={submit} noValidate className={styles.contractor}>
      <ContractorAccessFields
        form={form}
        userId={userId}
        initialContractor={contractor ?? null}
        isContractorFixed={link !== undefined}
        heldOrganizations={heldOrganizations(link)}
        isDisabled={single.isPending}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={single.isPending}>
          <Trans>Сохранить</Trans>
        </Button>
        <Button
          variant="secondary"
          isDisabled={single.isPending}
          onPress={() => (dirty ? setAsking(true) : onDone())}
        >
          {t`Отменить изменения`}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={asking}
        title={t`Отменить изменения?`}
        confirmLabel={t`Отменить изменения`}
        cancelLabel={t`Вернуться к форме`}
        variant="destructive"
        onConfirm={() => {
          setAsking(false)
          onDone()
        }}
        onCancel={() => setAsking(false)}
      >
        {t`Введённые данные не сохранены и будут потеряны.`}
      </ConfirmDialog>
    </form>
  )
}
