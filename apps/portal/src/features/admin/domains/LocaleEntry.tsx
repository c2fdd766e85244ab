import { useLingui } from '@lingui/react/macro'
import { searchBannersQuery, searchLocalesQuery } from '@platform/sdk'
import { Button } from '@platform/ui'
import { VisuallyHidden } from 'react-aria-components'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import * as styles from '../shared/dialog.css'
import { FormFlag } from '../shared/FormFlag'
import { FormText } from '../shared/FormText'
import { useFieldErrorText } from '../shared/field-error'
import { LookupPicker } from '../shared/LookupPicker'
import type { DomainValues } from './domain-form'
import { TechnicalLinks } from './TechnicalLinks'

interface LocaleEntryProps {
  form: UseFormReturn<DomainValues>
  index: number
  count: number
  onMove: (to: number) => void
  onRemove: () => void
}

/** One language of the domain: which one, whether it is on, its place and its texts. */
export function LocaleEntry({ form, index, count, onMove, onRemove }: LocaleEntryProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const number = index + 1
  const at = `locales.${index}` as const
  const domainBanners = form.watch('banners')
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Язык ${number}`}</legend>
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
      <FormFlag form={form} name={`${at}.enabled`}>
        {t`Язык включён`}
      </FormFlag>
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
      <div className={styles.entryActions}>
        <Button variant="quiet" isDisabled={index === 0} onPress={() => onMove(index - 1)}>
          {t`Выше`}
          <VisuallyHidden>{t`: язык ${number}`}</VisuallyHidden>
        </Button>
        <Button variant="quiet" isDisabled={index === count - 1} onPress={() => onMove(index + 1)}>
          {t`Ниже`}
          <VisuallyHidden>{t`: язык ${number}`}</VisuallyHidden>
        </Button>
        <Button variant="quiet" isDisabled={count === 1} onPress={onRemove}>
          {t`Удалить`}
          <VisuallyHidden>{t` язык ${number}`}</VisuallyHidden>
        </Button>
      </div>
    </fieldset>
  )
}
