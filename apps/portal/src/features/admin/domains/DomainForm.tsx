import { useLingui } from '@lingui/react/macro'
import { validateDomainForm } from '@platform/forms'
import type { Domain, DomainInput } from '@platform/sdk'
import {
  createDomainMutation,
  searchBannersQuery,
  searchDocumentsQuery,
  updateDomainMutation,
} from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { useFieldErrorText } from '../shared/field-error'
import * as styles from '../shared/form.css'
import { LookupPicker } from '../shared/LookupPicker'
import { ResourceDialog } from '../shared/ResourceDialog'
import { resourceSnackbars } from '../shared/resource-snackbars'
import { useResourceSave } from '../shared/use-resource-save'
import { AgreementsField } from './AgreementsField'
import { DeviceIdField } from './DeviceIdField'
import { DomainMainFields } from './DomainMainFields'
import { type DomainValues, domainField, domainInput, domainValues } from './domain-form'
import { LocalesField } from './LocalesField'

interface DomainFormProps {
  /** The saved domain; null in create mode. */
  domain: Domain | null
  /** What the form starts from: the saved domain, or a new one's defaults. */
  initial: Domain | Required<DomainInput>
  onClose: () => void
}

/**
 * The domain dialog: its addresses and look, its languages with their texts, the agreements
 * and documents it offers, its banners and the identifiers offered per device type.
 */
export function DomainForm({ domain, initial, onClose }: DomainFormProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<DomainValues>({ defaultValues: domainValues(initial) })
  const create = useMutation(createDomainMutation(client))
  const update = useMutation(updateDomainMutation(client))
  const save = useResourceSave({
    form,
    formRef,
    id: domain?.id,
    toInput: domainInput,
    validate: validateDomainForm,
    fieldOf: domainField,
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: resourceSnackbars('domains'),
    onSaved: onClose,
  })

  const name = domain?.aliases[0] ?? ''
  return (
    <ResourceDialog
      size="lg"
      title={domain ? t`Домен «${name}»` : t`Новый домен`}
      {...save.dialog}
      onClose={onClose}
      submitLabel={domain ? t`Сохранить` : t`Создать`}
    >
      <DomainMainFields form={form} domain={domain} />
      <LocalesField form={form} />
      <section className={styles.section} aria-labelledby="domain-library">
        <h3 id="domain-library" className={styles.sectionTitle}>{t`Документы и баннеры`}</h3>
        <Controller
          control={form.control}
          name="documents"
          render={({ field, fieldState }) => (
            <LookupPicker
              label={t`Документы`}
              description={t`Документы правовой страницы домена.`}
              value={field.value}
              onChange={field.onChange}
              search={(query) => searchDocumentsQuery(client, { ...query, type: 'document' })}
              optionsOf={(answer) => answer.documents}
              labelOf={(document) => document.name}
              errorMessage={errorText(fieldState.error)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="banners"
          render={({ field, fieldState }) => (
            <LookupPicker
              label={t`Баннеры`}
              description={t`Из них выбирают баннеры языков.`}
              value={field.value}
              onChange={field.onChange}
              search={(query) => searchBannersQuery(client, query)}
              optionsOf={(answer) => answer.banners}
              labelOf={(banner) => banner.title}
              errorMessage={errorText(fieldState.error)}
            />
          )}
        />
      </section>
      <AgreementsField form={form} />
      <DeviceIdField form={form} />
    </ResourceDialog>
  )
}
