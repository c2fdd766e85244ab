import { useLingui } from '@lingui/react/macro'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { FormEntries } from '../shared/FormEntries'
import { FormSwitch } from '../shared/FormSwitch'
import { FormText } from '../shared/FormText'
import * as styles from '../shared/form.css'
import type { DomainValues } from './domain-form'

interface TechnicalLinksProps {
  form: UseFormReturn<DomainValues>
  localeIndex: number
}

/** The technical links of one language's sign-in footer: support mail, phone, status page. */
export function TechnicalLinks({ form, localeIndex }: TechnicalLinksProps) {
  const { t } = useLingui()
  const at = `locales.${localeIndex}.settings.technical` as const
  const links = useFieldArray({ control: form.control, name: at })
  const language = localeIndex + 1
  return (
    <FormEntries
      entries={links.fields}
      legendOf={(number) => t`Техническая ссылка ${number} языка ${language}`}
      onRemove={links.remove}
      addLabel={t`Добавить техническую ссылку`}
      onAdd={() => links.append({ title: '', text: '', link: '', mobile: false })}
    >
      {(index) => (
        <>
          <div className={styles.columns}>
            <FormText form={form} name={`${at}.${index}.title`} label={t`Подпись`} isRequired />
            <FormText form={form} name={`${at}.${index}.text`} label={t`Текст ссылки`} />
          </div>
          <FormText
            form={form}
            name={`${at}.${index}.link`}
            label={t`Адрес ссылки`}
            description={t`Веб-адрес, mailto: или tel:.`}
            isRequired
          />
          <FormSwitch form={form} name={`${at}.${index}.mobile`}>
            {t`Показывать на телефоне`}
          </FormSwitch>
        </>
      )}
    </FormEntries>
  )
}
