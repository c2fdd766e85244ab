import { useLingui } from '@lingui/react/macro'
import { searchDocumentsQuery } from '@platform/sdk/query'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormEntries } from '../shared/FormEntries'
import { FormSwitch } from '../shared/FormSwitch'
import { useFieldErrorText } from '../shared/field-error'
import * as styles from '../shared/form.css'
import { LookupPicker } from '../shared/LookupPicker'
import type { DomainValues } from './domain-form'

/** The agreements the domain offers, each with where it shows and whether it must be accepted. */
export function AgreementsField({ form }: { form: UseFormReturn<DomainValues> }) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const agreements = useFieldArray({ control: form.control, name: 'agreements' })
  return (
    <section className={styles.section} aria-labelledby="domain-agreements">
      <h3 id="domain-agreements" className={styles.sectionTitle}>{t`Соглашения`}</h3>
      {agreements.fields.length === 0 && <p className={styles.note}>{t`Соглашений нет.`}</p>}
      <FormEntries
        entries={agreements.fields}
        legendOf={(number) => t`Соглашение ${number}`}
        onRemove={agreements.remove}
        addLabel={t`Добавить соглашение`}
        onAdd={() =>
          agreements.append({
            agreementId: '',
            menuVisible: true,
            footerVisible: true,
            loginRequired: false,
            profileVisible: true,
          })
        }
      >
        {(index) => {
          const number = index + 1
          const at = `agreements.${index}` as const
          return (
            <>
              <Controller
                control={form.control}
                name={`${at}.agreementId`}
                render={({ field, fieldState }) => (
                  <LookupPicker
                    single
                    label={t`Документ соглашения ${number}`}
                    value={field.value ? [field.value] : []}
                    onChange={(ids) => field.onChange(ids[0] ?? '')}
                    search={(query) =>
                      searchDocumentsQuery(client, { ...query, type: 'agreement' })
                    }
                    optionsOf={(answer) => answer.documents}
                    labelOf={(document) => document.name}
                    isRequired
                    errorMessage={errorText(fieldState.error)}
                  />
                )}
              />
              <div className={styles.columns}>
                <FormSwitch form={form} name={`${at}.menuVisible`}>
                  {t`В меню правовых документов`}
                </FormSwitch>
                <FormSwitch form={form} name={`${at}.footerVisible`}>
                  {t`В подвале страницы входа`}
                </FormSwitch>
                <FormSwitch form={form} name={`${at}.loginRequired`}>
                  {t`Принять при входе и регистрации`}
                </FormSwitch>
                <FormSwitch form={form} name={`${at}.profileVisible`}>
                  {t`В профиле`}
                </FormSwitch>
              </div>
            </>
          )
        }}
      </FormEntries>
    </section>
  )
}
