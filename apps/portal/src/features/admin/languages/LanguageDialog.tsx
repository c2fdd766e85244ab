import { useLingui } from '@lingui/react/macro'
import { validateLanguage } from '@platform/forms'
import type { Language, LanguageInput } from '@platform/sdk'
import { createLanguageMutation, updateLanguageMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormSwitch } from '../shared/FormSwitch'
import { FormText } from '../shared/FormText'
import { ResourceDialog } from '../shared/ResourceDialog'
import { resourceSnackbars } from '../shared/resource-snackbars'
import { useResourceSave } from '../shared/use-resource-save'

interface LanguageDialogProps {
  /** The language to edit; null creates one. */
  language: Language | null
  onClose: () => void
}

const toInput = (values: LanguageInput): LanguageInput => ({
  name: values.name.trim(),
  code: values.code.trim(),
  enabled: values.enabled,
})

/** Creates or edits a language of the platform: its name, its two-letter code, enabled. */
export function LanguageDialog({ language, onClose }: LanguageDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<LanguageInput>({
    defaultValues: {
      name: language?.name ?? '',
      code: language?.code ?? '',
      enabled: language?.enabled ?? true,
    },
  })
  const create = useMutation(createLanguageMutation(client))
  const update = useMutation(updateLanguageMutation(client))
  const save = useResourceSave({
    form,
    formRef,
    id: language?.id,
    toInput,
    validate: validateLanguage,
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: resourceSnackbars('locale'),
    onSaved: onClose,
  })
  const name = language?.name ?? ''
  return (
    <ResourceDialog
      title={language ? t`Язык «${name}»` : t`Новый язык`}
      {...save.dialog}
      onClose={onClose}
      submitLabel={language ? t`Сохранить` : t`Создать`}
    >
      <FormText
        form={form}
        name="name"
        label={t`Название`}
        description={t`Как язык называется в переключателе языков, обычно на нём самом: English.`}
        isRequired
      />
      <FormText
        form={form}
        name="code"
        label={t`Код`}
        description={t`Две строчные латинские буквы (ISO 639-1), например kk.`}
        isRequired
      />
      <FormSwitch form={form} name="enabled">
        {t`Язык включён`}
      </FormSwitch>
    </ResourceDialog>
  )
}
