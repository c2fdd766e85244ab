import { useLingui } from '@lingui/react/macro'
import { limits } from '@platform/forms'
import type { Domain } from '@platform/sdk'
import { listStyleTemplatesQuery } from '@platform/sdk/query'
import { Select, SelectItem } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { useLogFailure } from '../../../shared/list'
import { FormSwitch } from '../shared/FormSwitch'
import { FormText } from '../shared/FormText'
import * as styles from '../shared/form.css'
import { AliasesField } from './AliasesField'
import type { DomainValues } from './domain-form'

interface DomainMainFieldsProps {
  form: UseFormReturn<DomainValues>
  domain: Domain | null
}

/** The domain's addresses, note, look and flags. */
export function DomainMainFields({ form, domain }: DomainMainFieldsProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const templates = useQuery(listStyleTemplatesQuery(client))
  useLogFailure('the style templates', templates.error)
  const options = [{ code: '', title: t`По умолчанию` }, ...(templates.data?.templates ?? [])]
  return (
    <section className={styles.section} aria-labelledby="domain-main">
      <h3 id="domain-main" className={styles.sectionTitle}>{t`Основное`}</h3>
      <AliasesField form={form} />
      <FormText
        form={form}
        name="comment"
        label={t`Комментарий`}
        maxLength={limits.commentMaxLength}
      />
      <div className={styles.columns}>
        <Controller
          control={form.control}
          name="styleTemplate"
          render={({ field }) => (
            <Select
              label={t`Шаблон оформления`}
              items={options.map((option) => ({ id: option.code || 'default', ...option }))}
              selectedKey={field.value || 'default'}
              onSelectionChange={(key) => field.onChange(key === 'default' ? '' : String(key))}
              isLoading={templates.isFetching}
            >
              {(option) => <SelectItem id={option.id}>{option.title}</SelectItem>}
            </Select>
          )}
        />
        <FormText
          form={form}
          name="imageCode"
          label={t`Код набора изображений`}
          description={t`Логотипы и фон входа; пусто — изображения основного домена.`}
        />
      </div>
      <FormText
        form={form}
        name="publicDocsUrl"
        type="url"
        label={t`Адрес публичной документации`}
        description={t`Ссылка «Документация» в подвале входа; пусто — ссылки нет.`}
      />
      <FormSwitch form={form} name="enabled">
        {t`Доступен`}
      </FormSwitch>
      <FormSwitch
        form={form}
        name="base"
        isDisabled={domain?.base === true}
        description={
          domain?.base
            ? t`Основным станет другой домен, когда его отметят основным.`
            : t`Основной домен один: отметка переходит с прежнего.`
        }
      >
        {t`Основной домен`}
      </FormSwitch>
      <FormSwitch form={form} name="cookie">
        {t`Показывать уведомление о cookie`}
      </FormSwitch>
      <FormSwitch
        form={form}
        name="baseSettings"
        description={t`Тексты языков этого домена сохраняются, но не показываются.`}
      >
        {t`Языковые настройки основного домена`}
      </FormSwitch>
    </section>
  )
}
