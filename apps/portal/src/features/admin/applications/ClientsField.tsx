import { useLingui } from '@lingui/react/macro'
import { type ApplicationLocks, maskClientCredential } from '@platform/forms'
import type { Application } from '@platform/sdk'
import { searchRoleMethodsQuery } from '@platform/sdk/query'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormEntries } from '../shared/FormEntries'
import { FormSwitch } from '../shared/FormSwitch'
import { FormText } from '../shared/FormText'
import { useFieldErrorText } from '../shared/field-error'
import * as styles from '../shared/form.css'
import { LookupPicker } from '../shared/LookupPicker'
import type { ApplicationValues } from './application-form'
import { ClientSecretActions } from './ClientSecretActions'

interface ClientsFieldProps {
  form: UseFormReturn<ApplicationValues>
  application: Application | null
  locks: ApplicationLocks
}

/**
 * The clients of the application: id and secret (masked to 64 letters, digits, `_` and `-`),
 * whether the client may obtain tokens, and its methods. A saved client's secret can be copied
 * or renewed; read-only clients can only be read.
 */
export function ClientsField({ form, application, locks }: ClientsFieldProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const clients = useFieldArray({ control: form.control, name: 'clients', keyName: 'key' })
  const entries = clients.fields.map((entry) => ({ ...entry, id: entry.key }))
  const readOnly = locks.clientsReadOnly
  return (
    <section className={styles.section} aria-labelledby="application-clients">
      <h3 id="application-clients" className={styles.sectionTitle}>{t`Клиенты`}</h3>
      {entries.length === 0 && <p className={styles.note}>{t`Клиентов нет.`}</p>}
      {readOnly && application && application.actionsAccess > 0 && (
        <p className={styles.note}>{t`Клиенты этого приложения доступны только для просмотра.`}</p>
      )}
      <FormEntries
        entries={entries}
        legendOf={(number) => t`Клиент ${number}`}
        onRemove={readOnly ? undefined : clients.remove}
        actionsOf={(index) =>
          entries[index]?.saved ? (
            <ClientSecretActions
              clientId={form.getValues(`clients.${index}.clientId`)}
              canRenew={locks.canRegenerateSecret}
            />
          ) : (
            <p className={styles.note}>{t`Секрет можно будет скопировать после сохранения.`}</p>
          )
        }
        addLabel={t`Добавить клиента`}
        onAdd={
          readOnly
            ? undefined
            : () =>
                clients.append({
                  clientId: '',
                  clientSecret: '',
                  enabled: true,
                  methods: [],
                  saved: false,
                })
        }
      >
        {(index) => (
          <>
            <div className={styles.columns}>
              <FormText
                form={form}
                name={`clients.${index}.clientId`}
                label={t`Идентификатор клиента`}
                description={t`До 64 символов: латинские буквы, цифры, «_» и «-».`}
                mask={maskClientCredential}
                isRequired
                isReadOnly={readOnly || entries[index]?.saved}
                autoComplete="off"
              />
              <FormText
                form={form}
                name={`clients.${index}.clientSecret`}
                label={t`Секрет клиента`}
                description={
                  entries[index]?.saved
                    ? t`Пусто — секрет остаётся прежним.`
                    : t`Пусто — платформа создаст секрет сама.`
                }
                mask={maskClientCredential}
                isReadOnly={readOnly}
                autoComplete="off"
              />
            </div>
            <FormSwitch form={form} name={`clients.${index}.enabled`} isDisabled={readOnly}>
              {t`Клиент может получать токены`}
            </FormSwitch>
            <Controller
              control={form.control}
              name={`clients.${index}.methods`}
              render={({ field, fieldState }) => (
                <LookupPicker
                  label={t`Методы клиента ${index + 1}`}
                  value={field.value}
                  onChange={field.onChange}
                  search={(query) =>
                    searchRoleMethodsQuery(client, {
                      ...query,
                      accessType: 'client',
                      type: 'method',
                    })
                  }
                  optionsOf={(answer) => answer.methods}
                  labelOf={(method) => `${method.title} (${method.code})`}
                  isDisabled={readOnly}
                  errorMessage={errorText(fieldState.error)}
                />
              )}
            />
          </>
        )}
      </FormEntries>
    </section>
  )
}
