import { useLingui } from '@lingui/react/macro'
import { limits, validateSubnetEntry } from '@platform/forms'
import type { SubnetEntry } from '@platform/sdk'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormRadioGroup } from '../shared/FormRadioGroup'
import { FormSwitch } from '../shared/FormSwitch'
import { FormText } from '../shared/FormText'
import { useFieldErrorText } from '../shared/field-error'
import { ResourceDialog } from '../shared/ResourceDialog'
import { resourceSnackbars } from '../shared/resource-snackbars'
import { useResourceSave } from '../shared/use-resource-save'
import { AliasPicker } from './AliasPicker'
import { FormMoment } from './FormMoment'
import { type SubnetListKind, subnetLists } from './kinds'
import {
  type SubnetEntryValues,
  subnetEntryField,
  subnetEntryInput,
  subnetEntryValues,
} from './subnet-entry-form'

interface SubnetEntryDialogProps {
  kind: SubnetListKind
  /** The entry to edit; null adds one. */
  entry: SubnetEntry | null
  /** What the entry is called in the table (its address or alias). */
  name: string
  onClose: () => void
}

/** Adds or edits a whitelist or blacklist entry: addresses, validity, comment, enabled. */
export function SubnetEntryDialog({ kind, entry, name, onClose }: SubnetEntryDialogProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const config = subnetLists[kind]
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<SubnetEntryValues>({ defaultValues: subnetEntryValues(entry) })
  const target = useWatch({ control: form.control, name: 'target' })
  const create = useMutation(config.create(client))
  const update = useMutation(config.update(client))
  const save = useResourceSave({
    form,
    formRef,
    id: entry?.id,
    toInput: subnetEntryInput,
    validate: validateSubnetEntry,
    fieldOf: (key) => subnetEntryField(form.getValues('target'), key),
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: resourceSnackbars(kind),
    onSaved: onClose,
  })
  return (
    <ResourceDialog
      title={entry ? t`Запись «${name}»` : i18n._(config.newEntry)}
      {...save.dialog}
      onClose={onClose}
      submitLabel={entry ? t`Сохранить` : t`Добавить`}
    >
      <FormRadioGroup
        form={form}
        name="target"
        label={t`Адреса`}
        options={[
          { id: 'subnet', title: t`Подсеть или IP-адрес` },
          { id: 'alias', title: t`Сетевой псевдоним` },
        ]}
        onChanged={() => form.clearErrors(['ip', 'alias'])}
      />
      {target === 'subnet' ? (
        <FormText
          form={form}
          name="ip"
          label={t`Подсеть или IP-адрес`}
          description={t`IPv4 или IPv6, подсеть через «/»: 192.168.10.0/24`}
          isRequired
        />
      ) : (
        <Controller
          control={form.control}
          name="alias"
          render={({ field, fieldState }) => (
            <AliasPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={errorText(fieldState.error)}
            />
          )}
        />
      )}
      <FormMoment
        form={form}
        name="dateFrom"
        label={t`Начало действия`}
        description={t`Пусто — с момента сохранения`}
      />
      <FormMoment
        form={form}
        name="dateTo"
        label={t`Окончание действия`}
        description={t`Позже начала; пусто — бессрочно`}
      />
      <FormText
        form={form}
        name="comment"
        label={t`Комментарий`}
        rows={3}
        maxLength={limits.commentMaxLength}
      />
      <FormSwitch form={form} name="enabled">
        {t`Запись действует`}
      </FormSwitch>
    </ResourceDialog>
  )
}
