import { Trans, useLingui } from '@lingui/react/macro'
import { canAddCompany, canSendAccessRequests, validateAccessRequest } from '@platform/forms'
import { applyFieldErrors, useServerErrors, useSingleSubmit } from '@platform/forms/react'
import { isPlatformError } from '@platform/sdk'
import { createAccessRequestsMutation, listAvailableRolesQuery } from '@platform/sdk/query'
import { Button, Dialog, toast } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import { isSetAside, useKeptSave } from '../../shell/use-kept-save'
import { focusFirstInvalid } from '../profile/edit/focus'
import * as styles from './AccessRequestsPage.css'
import { CompanyFields } from './CompanyFields'
import { accessSnackbars } from './messages'
import { type CompanyFormValue, emptyCompany, toRequestCompanies } from './model'

export interface RequestFormValues {
  companies: CompanyFormValue[]
}

function RequestForm({ close }: { close: () => void }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const roles = useQuery(listAvailableRolesQuery(client))
  const form = useForm<RequestFormValues>({ defaultValues: { companies: [emptyCompany()] } })
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'companies' })
  const companies = useWatch({ control: form.control, name: 'companies' }) ?? []
  const applyServerErrors = useServerErrors(form)
  const create = useMutation(createAccessRequestsMutation(client))
  const container = useRef<HTMLFormElement>(null)
  const canSend = canSendAccessRequests(companies)
  const canAdd = canAddCompany(companies)

  const kept = useKeptSave({ isDirty: form.formState.isDirty, onDiscard: close })
  const single = useSingleSubmit()
  const send = single.guard(
    form.handleSubmit(async (values) => {
      form.clearErrors()
      const body = { companies: toRequestCompanies(values.companies) }
      const errors = validateAccessRequest(body.companies)
      if (Object.keys(errors).length > 0) {
        applyFieldErrors(form, errors)
        focusFirstInvalid(() => container.current)
        return
      }
      try {
        const { requestIds } = await kept(() => create.mutateAsync({ body }))
        const count = requestIds.length
        toast.success(count > 1 ? t`Заявки отправлены: ${count}` : t`Заявка отправлена`)
        close()
      } catch (error) {
        if (isSetAside(error)) return
        const marked = isPlatformError(error) ? applyServerErrors(error) : {}
        toast.error(i18n._(accessSnackbars.requestError), {
          description: Object.keys(marked).length > 0 ? undefined : i18n._(errorMessage(error)),
        })
        focusFirstInvalid(() => container.current)
      }
    }),
  )

  return (
    <form ref={container} onSubmit={send} noValidate className={styles.form}>
      <p className={styles.hint}>
        <Trans>
          Укажите компании, к которым нужен доступ, и роли в каждой. Компанию ищут по ИНН и КПП.
        </Trans>
      </p>
      <ul className={styles.companies}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <CompanyFields
              form={form}
              index={index}
              roles={roles.data?.roles ?? []}
              rolesLoading={roles.isPending}
              onRemove={index > 0 ? () => remove(index) : undefined}
            />
          </li>
        ))}
      </ul>
      <div className={styles.formActions}>
        <Button variant="secondary" isDisabled={!canAdd} onPress={() => append(emptyCompany())}>
          <Trans>Добавить компанию</Trans>
        </Button>
        {!canAdd && (
          <p className={styles.hint}>
            <Trans>Чтобы добавить ещё одну компанию, укажите ИНН последней.</Trans>
          </p>
        )}
      </div>
      <div className={styles.formActions}>
        <Button type="submit" isDisabled={!canSend} isPending={single.isPending}>
          <Trans>Отправить</Trans>
        </Button>
        <Button variant="secondary" isDisabled={single.isPending} onPress={close}>
          <Trans>Отмена</Trans>
        </Button>
      </div>
    </form>
  )
}

/** The outgoing request form: one request per company. */
export function NewRequestDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Dialog
      title={t`Новая заявка на доступ`}
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {(close) => <RequestForm close={close} />}
    </Dialog>
  )
}
