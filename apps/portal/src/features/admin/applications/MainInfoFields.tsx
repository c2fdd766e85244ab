import { useLingui } from '@lingui/react/macro'
import { type ApplicationLocks, setApplicationType } from '@platform/forms'
import { type Application, type ApplicationType, applicationTypeValues } from '@platform/sdk'
import { searchDomainsQuery, searchRoleMethodsQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormSelect, useTitledOptions } from '../shared/FormSelect'
import { FormSwitch } from '../shared/FormSwitch'
import { FormText } from '../shared/FormText'
import { useFieldErrorText } from '../shared/field-error'
import * as styles from '../shared/form.css'
import { LookupPicker } from '../shared/LookupPicker'
import type { ApplicationValues } from './application-form'
import { ClientsField } from './ClientsField'
import { ParentField } from './ParentField'
import { applicationTypeNames } from './texts'

interface MainInfoFieldsProps {
  form: UseFormReturn<ApplicationValues>
  application: Application | null
  locks: ApplicationLocks
}

/** Tab mainInfo: every field of the application, as its type and access allow. */
export function MainInfoFields({ form, application, locks }: MainInfoFieldsProps) {
  const { t } = useLingui()
  const titled = useTitledOptions()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const readOnly = locks.readOnly
  const type = form.watch('type')
  // A draft gets the base domain when its type is chosen with no domain yet.
  const domains = useQuery(searchDomainsQuery(client))
  const baseId = domains.data?.domains.find((domain) => domain.base)?.id
  const address = (name: keyof ApplicationValues, label: string) => (
    <FormText form={form} name={name} label={label} type="url" isReadOnly={readOnly} />
  )
  return (
    <div className={styles.form}>
      {application?.actionsAccess === 2 && (
        <p className={styles.note}>{t`Приложение доступно только для просмотра.`}</p>
      )}
      {application && application.type === 'internal' && (
        <p className={styles.note}>
          {t`Внутреннее приложение после создания не меняется; секреты клиентов можно обновить.`}
        </p>
      )}
      {application?.immutable && (
        <p className={styles.note}>{t`Встроенное приложение платформы: удалить его нельзя.`}</p>
      )}
      <section className={styles.section} aria-labelledby="application-main">
        <h3 id="application-main" className={styles.sectionTitle}>{t`Основное`}</h3>
        <div className={styles.columns}>
          <FormSelect
            form={form}
            name="type"
            label={t`Тип`}
            options={titled(applicationTypeValues, applicationTypeNames)}
            isReadOnly={readOnly}
            onSelect={(id) => {
              const next = setApplicationType(form.getValues(), id as ApplicationType, baseId)
              form.setValue('type', next.type, { shouldDirty: true })
              form.setValue('domains', next.domains, { shouldDirty: true })
            }}
          />
          {!locks.codeHidden && (
            <FormText
              form={form}
              name="code"
              label={t`Код`}
              description={t`Только латинские буквы, не повторяется у других приложений.`}
              isRequired
              isReadOnly={readOnly}
            />
          )}
          <FormText form={form} name="name" label={t`Название`} isRequired isReadOnly={readOnly} />
          <FormText
            form={form}
            name="nameEn"
            label={t`Название на английском`}
            isReadOnly={readOnly}
          />
          <FormText
            form={form}
            name="url"
            type="url"
            label={t`Адрес сервиса`}
            description={
              locks.urlDisabled ? t`У виртуального приложения своего адреса нет.` : undefined
            }
            isDisabled={locks.urlDisabled}
            isReadOnly={readOnly}
          />
          {type === 'virtual' && (
            <ParentField form={form} application={application} readOnly={readOnly} />
          )}
          <FormText form={form} name="version" label={t`Версия`} isReadOnly={readOnly} />
          <FormText
            form={form}
            name="ip"
            label={t`IP-адрес или подсеть`}
            description={t`Откуда сервис обращается к платформе, например 10.20.30.0/24.`}
            isReadOnly={readOnly}
          />
        </div>
        <FormText
          form={form}
          name="description"
          label={t`Описание`}
          rows={4}
          isReadOnly={readOnly}
        />
        <Controller
          control={form.control}
          name="domains"
          render={({ field, fieldState }) => (
            <LookupPicker
              label={t`Домены`}
              description={t`Где предлагается приложение; черновик начинает с основного домена.`}
              value={field.value}
              onChange={field.onChange}
              search={(query) => searchDomainsQuery(client, query)}
              optionsOf={(answer) => answer.domains}
              labelOf={(domain) => (domain.base ? t`${domain.alias} (основной)` : domain.alias)}
              isDisabled={readOnly}
              errorMessage={errorText(fieldState.error)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="methods"
          render={({ field, fieldState }) => (
            <LookupPicker
              label={t`Методы приложения`}
              description={t`Системные методы, которые объявляет приложение.`}
              value={field.value}
              onChange={field.onChange}
              search={(query) =>
                searchRoleMethodsQuery(client, { ...query, accessType: 'systemic', type: 'method' })
              }
              optionsOf={(answer) => answer.methods}
              labelOf={(method) => `${method.title} (${method.code})`}
              isDisabled={readOnly}
              errorMessage={errorText(fieldState.error)}
            />
          )}
        />
      </section>
      <section className={styles.section} aria-labelledby="application-flags">
        <h3 id="application-flags" className={styles.sectionTitle}>{t`Показ и доступ`}</h3>
        <FormSwitch form={form} name="enabled" isDisabled={readOnly}>
          {t`Включено`}
        </FormSwitch>
        <FormSwitch
          form={form}
          name="menuVisible"
          isDisabled={readOnly}
          isForcedOff={locks.menuVisibleDisabled}
          description={
            locks.menuVisibleDisabled
              ? t`В меню попадает приложение с адресом, кроме черновика, внешнего и доступного только для просмотра.`
              : undefined
          }
        >
          {t`Показывать в меню сервисов`}
        </FormSwitch>
        <FormSwitch form={form} name="profileVisible" isDisabled={readOnly}>
          {t`Показывать в профиле`}
        </FormSwitch>
        <FormSwitch form={form} name="serviceAccount" isDisabled={readOnly}>
          {t`Сервисная учётная запись`}
        </FormSwitch>
        <FormSwitch
          form={form}
          name="virtualSupport"
          isDisabled={readOnly}
          description={t`Под ним можно создавать виртуальные приложения.`}
        >
          {t`Поддержка виртуальных приложений`}
        </FormSwitch>
      </section>
      <section className={styles.section} aria-labelledby="application-docs">
        <h3 id="application-docs" className={styles.sectionTitle}>{t`Документация`}</h3>
        <div className={styles.columns}>
          {address('publicSwaggerUrl', t`Публичное описание API (Swagger)`)}
          {address('privateSwaggerUrl', t`Внутреннее описание API (Swagger)`)}
          {address('helpUrl', t`Справка для пользователей`)}
          {address('compodocUrl', t`Документация кода (Compodoc)`)}
          {address('techUrl', t`Техническая документация`)}
        </div>
      </section>
      <ClientsField form={form} application={application} locks={locks} />
    </div>
  )
}
