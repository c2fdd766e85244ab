import { useLingui } from '@lingui/react/macro'
import { searchBannersQuery, searchLocalesQuery } from '@platform/sdk/query'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormSwitch } from '../shared/FormSwitch'
import { FormText } from '../shared/FormText'
import { useFieldErrorText } from '../shared/field-error'
import * as styles from '../shared/form.css'
import { LookupPicker } from '../shared/LookupPicker'
import type { DomainValues } from './domain-form'
import { TechnicalLinks } from './TechnicalLinks'

/** One language of the domain: which one, whether it is on, and its texts. */
export function LocaleFields({
  form,
  index,
}: {
  form: UseFormReturn<DomainValues>
  index: number
}) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const number = index + 1
  const at = `locales.${index}` as const
  const domainBanners = form.watch('banners')
  return (
    <>
      <Controller
        control={form.control}
        name={`${at}.localeId`}
        render={({ field, fieldState }) => (
          <LookupPicker
            single
            label={t`Язык ${number}`}
            value={field.value ? [field.value] : []}
            onChange={(ids) => field.onChange(ids[0] ?? '')}
            search={(query) => searchLocalesQuery(client, query)}
            optionsOf={(answer) => answer.locales}
            labelOf={(locale) => `${locale.name} (${locale.code})`}
            isRequired
            errorMessage={errorText(fieldState.error)}
          />
        )}
      />
      <FormSwitch form={form} name={`${at}.enabled`}>
        {t`Язык включён`}
      </FormSwitch>
      <div className={styles.columns}>
        <FormText
          form={form}
          name={`${at}.settings.projectTitle`}
          label={t`Заголовок проекта`}
          isRequired
        />
        <FormText form={form} name={`${at}.settings.projectName`} label={t`Название проекта`} />
        <FormText form={form} name={`${at}.settings.copyright`} label={t`Копирайт`} />
        <FormText form={form} name={`${at}.settings.siteName`} label={t`Название сайта`} />
        <FormText form={form} name={`${at}.settings.siteLink`} type="url" label={t`Адрес сайта`} />
      </div>
      <Controller
        control={form.control}
        name={`${at}.settings.banners`}
        render={({ field, fieldState }) => (
          <LookupPicker
            label={t`Баннеры языка ${number}`}
            description={t`Из баннеров домена, в порядке показа.`}
            value={field.value}
            onChange={field.onChange}
            search={(query) => searchBannersQuery(client, query)}
            optionsOf={(answer) =>
              answer.banners.filter((banner) => domainBanners.includes(banner.id))
            }
            labelOf={(banner) => banner.title}
            errorMessage={errorText(fieldState.error)}
          />
        )}
      />
      <TechnicalLinks form={form} localeIndex={index} />
    </>
  )
}
