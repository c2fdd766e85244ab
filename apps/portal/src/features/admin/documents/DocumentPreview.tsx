import { useLingui } from '@lingui/react/macro'
import type { Language } from '@platform/sdk'
import { EmptyState, Radio, RadioGroup } from '@platform/ui'
import { useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { LegalArticle } from '../../law/LegalArticle'
import * as styles from '../shared/admin.css'
import { type DocumentValues, isFilled } from './document-form'

interface DocumentPreviewProps {
  form: UseFormReturn<DocumentValues>
  languages: readonly Language[]
}

/**
 * The document as people will read it on its legal page: the same rendering and the same
 * sanitising, in one of the languages written so far.
 */
export function DocumentPreview({ form, languages }: DocumentPreviewProps) {
  const { t, i18n } = useLingui()
  const locales = useWatch({ control: form.control, name: 'locales' })
  const format = useWatch({ control: form.control, name: 'format' })
  const written = languages.flatMap((language, index) => {
    const entry = locales[index]
    return entry && isFilled(entry) ? [{ language, entry }] : []
  })
  const [chosen, setChosen] = useState<string>()
  const shown = written.find((text) => text.language.id === chosen) ?? written[0]
  if (!shown) {
    return (
      <EmptyState
        headingLevel={3}
        title={t`Пока нечего показать`}
        description={t`Напишите заголовок и текст хотя бы на одном языке.`}
      />
    )
  }
  return (
    <div className={styles.stack}>
      {written.length > 1 && (
        <RadioGroup
          label={t`Язык предпросмотра`}
          orientation="horizontal"
          value={shown.language.id}
          onChange={setChosen}
        >
          {written.map(({ language }) => (
            <Radio key={language.id} value={language.id}>
              {language.name}
            </Radio>
          ))}
        </RadioGroup>
      )}
      <LegalArticle
        entry={{
          locale: shown.language.code,
          name: shown.entry.name,
          content: shown.entry.content,
          format,
        }}
        locale={i18n.locale}
      />
    </div>
  )
}
