import { useLingui } from '@lingui/react/macro'
import type { Language } from '@platform/sdk'
import { Tab, TabList, TabPanel, Tabs } from '@platform/ui'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { type Key, VisuallyHidden } from 'react-aria-components'
import type { UseFormReturn } from 'react-hook-form'
import * as styles from '../shared/admin.css'
import { FormText } from '../shared/FormText'
import { focusFirstInvalid } from '../shared/focus'
import { DocumentPreview } from './DocumentPreview'
import type { DocumentValues } from './document-form'

interface DocumentTabsProps {
  form: UseFormReturn<DocumentValues>
  formRef: RefObject<HTMLFormElement | null>
  /** One tab each, in the order of the form's `locales`. */
  languages: readonly Language[]
}

const preview = 'preview'

/**
 * A tab of text per language and the preview. After a refused save the first tab with an error
 * opens (unless the open one has one) and focus goes to its first invalid field.
 */
export function DocumentTabs({ form, formRef, languages }: DocumentTabsProps) {
  const { t } = useLingui()
  const [selected, setSelected] = useState<Key>(languages[0]?.id ?? preview)
  const localeErrors = form.formState.errors.locales
  const invalid = languages.map((_, index) => Boolean(localeErrors?.[index]))
  const firstInvalid = invalid.indexOf(true)
  const openInvalid = invalid[languages.findIndex((language) => language.id === selected)] === true
  const focusPending = useRef(false)
  const { submitCount } = form.formState

  useEffect(() => {
    const language = languages[firstInvalid]
    if (!language || openInvalid || submitCount === 0) return
    focusPending.current = true
    setSelected(language.id)
  }, [languages, firstInvalid, openInvalid, submitCount])

  useEffect(() => {
    if (!focusPending.current || !selected) return
    focusPending.current = false
    focusFirstInvalid(formRef.current)
  }, [selected, formRef])

  return (
    <Tabs selectedKey={selected} onSelectionChange={setSelected}>
      <TabList aria-label={t`Языковые версии и предпросмотр`}>
        {languages.map((language, index) => (
          <Tab key={language.id} id={language.id}>
            {language.name}
            {invalid[index] && (
              <>
                <span aria-hidden="true"> !</span>
                <VisuallyHidden>{t`: есть ошибки`}</VisuallyHidden>
              </>
            )}
          </Tab>
        ))}
        <Tab id={preview}>{t`Предпросмотр`}</Tab>
      </TabList>
      {languages.map((language, index) => (
        <TabPanel key={language.id} id={language.id}>
          <div className={styles.stack}>
            <FormText form={form} name={`locales.${index}.name`} label={t`Заголовок`} />
            <FormText
              form={form}
              name={`locales.${index}.linkName`}
              label={t`Текст ссылки`}
              description={t`Ссылка на документ рядом с флажком согласия.`}
            />
            <FormText form={form} name={`locales.${index}.content`} label={t`Текст`} rows={12} />
          </div>
        </TabPanel>
      ))}
      <TabPanel id={preview}>
        <DocumentPreview form={form} languages={languages} />
      </TabPanel>
    </Tabs>
  )
}
