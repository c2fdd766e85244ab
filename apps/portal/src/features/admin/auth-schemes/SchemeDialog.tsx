import { useLingui } from '@lingui/react/macro'
import { validateAuthScheme } from '@platform/forms'
import type { AuthScheme, AuthSchemeFlow } from '@platform/sdk'
import { createAuthSchemeMutation, updateAuthSchemeMutation } from '@platform/sdk/query'
import { Checkbox, CheckboxGroup } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormText } from '../shared/FormText'
import { useFieldErrorText } from '../shared/field-error'
import { ResourceDialog } from '../shared/ResourceDialog'
import { useResourceSave } from '../shared/use-resource-save'
import { type SchemeValues, schemeField, schemeInput, schemeValues } from './scheme-form'

interface SchemeDialogProps {
  /** The scheme to edit; null creates one. */
  scheme: AuthScheme | null
  flows: readonly AuthSchemeFlow[]
  onClose: () => void
}

/** The details of a scheme: name, code, comment, base, and the flows of both factors. */
export function SchemeDialog({ scheme, flows, onClose }: SchemeDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<SchemeValues>({ defaultValues: schemeValues(scheme) })
  const create = useMutation(createAuthSchemeMutation(client))
  const update = useMutation(updateAuthSchemeMutation(client))
  const save = useResourceSave({
    form,
    formRef,
    id: scheme?.id,
    toInput: (values: SchemeValues) => schemeInput(values, flows),
    validate: (input) => validateAuthScheme(input, flows),
    fieldOf: schemeField,
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: {
      created: 'authSchemaCreated',
      createError: 'authSchemaCreateError',
      updated: 'authSchemaUpdated',
      updateError: 'authSchemaUpdateError',
    },
    onSaved: onClose,
  })

  const factor = (name: 'first' | 'second', label: string, description: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          label={label}
          description={description}
          value={field.value}
          onChange={field.onChange}
          isInvalid={fieldState.invalid}
          errorMessage={errorText(fieldState.error)}
          validationBehavior="aria"
        >
          {flows.map((flow) => {
            const flowName = flow.name
            return (
              <Checkbox key={flow.id} value={flow.id} isDisabled={!flow.active}>
                {flow.active ? flowName : t`${flowName} (способ отключён)`}
              </Checkbox>
            )
          })}
        </CheckboxGroup>
      )}
    />
  )

  const name = scheme?.name ?? ''
  return (
    <ResourceDialog
      size="lg"
      title={scheme ? t`Схема «${name}»` : t`Новая схема аутентификации`}
      {...save.dialog}
      onClose={onClose}
      submitLabel={scheme ? t`Сохранить` : t`Создать`}
    >
      <FormText form={form} name="name" label={t`Название`} isRequired />
      <FormText
        form={form}
        name="code"
        label={t`Код`}
        description={t`До 64 символов: латинские буквы, цифры, «_» и «-»; не повторяется.`}
        isRequired
      />
      <FormText form={form} name="comment" label={t`Комментарий`} />
      {factor('first', t`Первый фактор`, t`Способы входа; нужен хотя бы один.`)}
      {factor(
        'second',
        t`Второй фактор`,
        t`Подтверждение после входа; не повторяет первый фактор.`,
      )}
      <Controller
        control={form.control}
        name="base"
        render={({ field }) => (
          <Checkbox
            isSelected={field.value}
            onChange={field.onChange}
            isDisabled={scheme?.base === true || (scheme !== null && !scheme.active)}
            description={t`Основную схему платформа предлагает по умолчанию.`}
          >
            {t`Основная схема`}
          </Checkbox>
        )}
      />
    </ResourceDialog>
  )
}
