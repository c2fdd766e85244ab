import { useLingui } from '@lingui/react/macro'
import { limits } from '@platform/forms'
import { Button } from '@platform/ui'
import { VisuallyHidden } from 'react-aria-components'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { FormText } from '../shared/FormText'
import * as styles from '../shared/form.css'
import type { NetworkAliasValues } from './alias-form'

/** The addresses of an alias: rows of an address and its comment, added and removed freely. */
export function AliasAddresses({ form }: { form: UseFormReturn<NetworkAliasValues> }) {
  const { t } = useLingui()
  const rows = useFieldArray({ control: form.control, name: 'ips', keyName: 'key' })
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Адреса`}</legend>
      {rows.fields.map((row, index) => {
        const number = index + 1
        return (
          <div key={row.key} className={styles.item}>
            <FormText
              form={form}
              name={`ips.${index}.ip`}
              label={t`Адрес ${number}`}
              description={t`IP-адрес или подсеть`}
              isRequired
            />
            <FormText
              form={form}
              name={`ips.${index}.comment`}
              label={t`Комментарий к адресу ${number}`}
              maxLength={limits.commentMaxLength}
            />
            <Button
              variant="quiet"
              className={styles.itemRemove}
              isDisabled={rows.fields.length === 1}
              onPress={() => rows.remove(index)}
            >
              {t`Убрать`}
              <VisuallyHidden>{t` адрес ${number}`}</VisuallyHidden>
            </Button>
          </div>
        )
      })}
      <div>
        <Button variant="secondary" onPress={() => rows.append({ ip: '', comment: '' })}>
          {t`Добавить адрес`}
        </Button>
      </div>
    </fieldset>
  )
}
