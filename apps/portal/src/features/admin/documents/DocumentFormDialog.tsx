import { useLingui } from '@lingui/react/macro'
import { validateDocument } from '@platform/forms'
import {
  type Document,
  documentFormatValues,
  documentTypeValues,
  type Language,
} from '@platform/sdk'
import { createDocumentMutation, updateDocumentMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormRadioGroup } from '../shared/FormRadioGroup'
import { useTitledOptions } from '../shared/FormSelect'
import { FormSwitch } from '../shared/FormSwitch'
import { FormText } from '../shared/FormText'
import * as styles from '../shared/form.css'
import { ResourceDialog } from '../shared/ResourceDialog'
import { resourceSnackbars } from '../shared/resource-snackbars'
import { useResourceSave } from '../shared/use-resource-save'
import { DocumentTabs } from './DocumentTabs'
import { type DocumentValues, documentField, documentInput, documentValues } from './document-form'
import { documentFormatTexts, documentTypeTexts } from './texts'

interface DocumentFormDialogProps {
  /** The document to edit, with its texts; null creates one. */
  document: Document | null
  /** The languages with a tab. */
  languages: readonly Language[]
  onClose: () => void
}

/** Creates or edits a document: its settings, one tab of text per language, and a preview. */
export function DocumentFormDialog({ document, languages, onClose }: DocumentFormDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<DocumentValues>({ defaultValues: documentValues(document, languages) })
  const create = useMutation(createDocumentMutation(client))
  const update = useMutation(updateDocumentMutation(client))
  const languageIds = languages.map((language) => language.id)
  const save = useResourceSave({
    form,
    formRef,
    id: document?.id,
    toInput: documentInput,
    validate: (input) => validateDocument(input, languageIds),
    fieldOf: (key) => documentField(form.getValues(), key),
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: resourceSnackbars('documents'),
    onSaved: onClose,
  })
  const name = document?.name ?? ''
  const options = useTitledOptions()
  return (
    <ResourceDialog
      size="lg"
      title={document ? t`Документ «${name}»` : t`Новый документ`}
      {...save.dialog}
      onClose={onClose}
      submitLabel={document ? t`Сохранить` : t`Создать`}
    >
      <div className={styles.columns}>
        <FormText
          form={form}
          name="name"
          label={t`Название`}
          description={t`Так документ называется в администрировании.`}
          isRequired
        />
        <FormText
          form={form}
          name="code"
          label={t`Код`}
          description={
            document
              ? t`Латинская буква, затем латинские буквы, цифры, «_» и «-». Код входит в адрес документа.`
              : t`Можно не заполнять: код составится из названия. Латинская буква, затем латинские буквы, цифры, «_» и «-».`
          }
        />
        <FormRadioGroup
          form={form}
          name="type"
          label={t`Тип`}
          options={options(documentTypeValues, documentTypeTexts)}
        />
        <FormRadioGroup
          form={form}
          name="format"
          label={t`Разметка текста`}
          options={options(documentFormatValues, documentFormatTexts)}
        />
        <FormSwitch
          form={form}
          name="adminVisible"
          description={t`Документ предлагается при настройке доменов и соглашений.`}
        >
          {t`Виден в администрировании`}
        </FormSwitch>
        <FormSwitch form={form} name="enabled">
          {t`Документ включён`}
        </FormSwitch>
      </div>
      <DocumentTabs form={form} formRef={formRef} languages={languages} />
    </ResourceDialog>
  )
}
