import { useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { VisuallyHidden } from 'react-aria-components'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import * as styles from '../shared/dialog.css'
import { FormFlag } from '../shared/FormFlag'
import { FormText } from '../shared/FormText'
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
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Технические ссылки языка ${language}`}</legend>
      {links.fields.map((link, index) => {
        const number = index + 1
        return (
          <div key={link.id} className={styles.section}>
            <div className={styles.columns}>
              <FormText
                form={form}
                name={`${at}.${index}.title`}
                label={t`Подпись ссылки ${number}`}
                isRequired
              />
              <FormText
                form={form}
                name={`${at}.${index}.text`}
                label={t`Текст ссылки ${number}`}
              />
            </div>
            <FormText
              form={form}
              name={`${at}.${index}.link`}
              label={t`Адрес ссылки ${number}`}
              description={t`Веб-адрес, mailto: или tel:.`}
              isRequired
            />
            <div className={styles.entryActions}>
              <FormFlag form={form} name={`${at}.${index}.mobile`}>
                {t`Показывать на телефоне`}
              </FormFlag>
              <Button variant="quiet" onPress={() => links.remove(index)}>
                {t`Удалить`}
                <VisuallyHidden>{t` ссылку ${number} языка ${language}`}</VisuallyHidden>
              </Button>
            </div>
          </div>
        )
      })}
      <div>
        <Button
          variant="secondary"
          onPress={() => links.append({ title: '', text: '', link: '', mobile: false })}
        >
          {t`Добавить ссылку`}
        </Button>
      </div>
    </fieldset>
  )
}
