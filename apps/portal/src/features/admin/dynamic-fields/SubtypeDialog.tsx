import { Trans, useLingui } from '@lingui/react/macro'
import { validateDynamicFieldSubtype } from '@platform/forms'
import { applyFieldErrors, useServerErrors } from '@platform/forms/react'
import {
  createDynamicFieldSubtypeMutation,
  type DynamicFieldSubtype,
  type DynamicFieldTab,
  isPlatformError,
  searchPersonnelActionTypesQuery,
  updateDynamicFieldSubtypeMutation,
} from '@platform/sdk'
import { Button, Dialog, Select, SelectItem, TextField } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { useFieldErrorText } from '../shared/field-error'
import { focusFirstInvalid } from '../shared/focus'
import * as styles from '../shared/form.css'
import { useNotify } from '../shared/notify'

interface SubtypeValues {
  title: string
  code: string
  personnelActionType: string
}

const none = 'none'

interface SubtypeDialogProps {
  tab: DynamicFieldTab
  /** The block to edit; null creates one at the end of the tab. */
  subtype: DynamicFieldSubtype | null
  onClose: () => void
}

/** Creates or edits a block (subtype): title, code and the personnel action type it records. */
export function SubtypeDialog({ tab, subtype, onClose }: SubtypeDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const errorText = useFieldErrorText()
  const actionTypes = useQuery(searchPersonnelActionTypesQuery(client))
  const create = useMutation(createDynamicFieldSubtypeMutation(client))
  const update = useMutation(updateDynamicFieldSubtypeMutation(client))
  const form = useForm<SubtypeValues>({
    defaultValues: {
      title: subtype?.title ?? '',
      code: subtype?.code ?? '',
      personnelActionType: subtype?.personnelActionType ?? none,
    },
  })
  const applyServerErrors = useServerErrors(form, { mirror: [] })

  const submit = form.handleSubmit(async (values) => {
    const errors = validateDynamicFieldSubtype(values)
    if (Object.keys(errors).length > 0) {
      applyFieldErrors(form, errors)
      focusFirstInvalid(formRef.current)
      return
    }
    const body = {
      title: values.title.trim(),
      code: values.code.trim(),
      personnelActionType: values.personnelActionType === none ? null : values.personnelActionType,
    }
    try {
      if (subtype) {
        await update.mutateAsync({ body: { id: subtype.id, ...body } })
        notify.success('subtypeUpdated')
      } else {
        await create.mutateAsync({ body: { tabId: tab.id, active: true, ...body } })
        notify.success('subtypeCreated')
      }
      onClose()
    } catch (error) {
      notify.failure(subtype ? 'subtypeUpdateError' : 'subtypeCreateError', error)
      if (isPlatformError(error)) applyServerErrors(error)
      focusFirstInvalid(formRef.current)
    }
  })

  const name = subtype?.title ?? ''
  const options = [
    { id: none, name: t`Не связан с кадровыми событиями` },
    ...(actionTypes.data?.types ?? []),
  ]
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={subtype ? t`Блок «${name}»` : t`Новый блок`}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Отмена</Trans>
          </Button>
          <Button type="submit" form={formId} isPending={form.formState.isSubmitting}>
            {subtype ? t`Сохранить` : t`Создать`}
          </Button>
        </>
      )}
    >
      <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <Controller
          control={form.control}
          name="title"
          render={({ field, fieldState }) => (
            <TextField
              label={t`Название`}
              isRequired
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={errorText(fieldState.error)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <TextField
              label={t`Код`}
              description={t`Латинские буквы, цифры, «_» и «-», начинается с буквы`}
              isRequired
              isDisabled={subtype?.systemic}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={errorText(fieldState.error)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="personnelActionType"
          render={({ field, fieldState }) => (
            <Select
              label={t`Тип кадрового события`}
              items={options}
              isLoading={actionTypes.isPending}
              selectedKey={field.value}
              onSelectionChange={(key) => field.onChange(String(key ?? none))}
              isInvalid={fieldState.invalid}
              errorMessage={errorText(fieldState.error)}
            >
              {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
            </Select>
          )}
        />
      </form>
    </Dialog>
  )
}
