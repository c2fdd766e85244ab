import { Trans, useLingui } from '@lingui/react/macro'
import type { ProfileDetails, ProfileFieldConfig, ProfileFieldValue } from '@platform/sdk'
import { Link, StatusBadge } from '@platform/ui'
import type { ReactNode } from 'react'
import { formatDate } from '../../../i18n/format'
import { isLocale, localeNames } from '../../../i18n/locales'
import { genderTexts, messengerNames } from '../messages'
import type { PlacedField } from '../model/fields'
import * as styles from './BlockView.css'

function Empty() {
  return (
    <span className={styles.empty}>
      <Trans>Не указано</Trans>
    </span>
  )
}

function List<T>({ values, render }: { values: readonly T[]; render: (value: T) => ReactNode }) {
  const [only] = values
  if (only === undefined) return <Empty />
  if (values.length === 1) return <>{render(only)}</>
  return (
    <ul className={styles.values}>
      {values.map((value, index) => (
        // Values of one field may repeat; a read-only list never reorders.
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here
        <li key={index}>{render(value)}</li>
      ))}
    </ul>
  )
}

const plain = (value: string) => value
const phone = (value: string) => <Link href={`tel:${value}`}>{value}</Link>
const email = (value: string) => <Link href={`mailto:${value}`}>{value}</Link>

function strings(value: ProfileFieldValue | undefined): string[] {
  if (Array.isArray(value)) return value.filter(Boolean)
  return typeof value === 'string' && value ? [value] : []
}

/** A dynamic field's saved value as people read it: links for phones and emails, DD.MM.YYYY. */
function AdditionalValue({
  config,
  value,
}: {
  config: ProfileFieldConfig
  value: ProfileFieldValue | undefined
}) {
  const { t, i18n } = useLingui()
  if (config.fieldType === 'toggle') return value === true ? t`Да` : t`Нет`
  const items = strings(value)
  const itemName = (id: string) => config.items?.find((item) => item.id === id)?.value ?? id
  switch (config.fieldType) {
    case 'phone':
      return <List values={items} render={phone} />
    case 'email':
      return <List values={items} render={email} />
    case 'date':
      return <List values={items} render={(item) => formatDate(item, i18n.locale)} />
    case 'dropbox':
    case 'combobox':
      return <List values={items} render={itemName} />
    case 'picture':
      return items.length > 0 ? t`Файл загружен` : <Empty />
    case 'textarea':
      return (
        <List values={items} render={(item) => <span className={styles.multiline}>{item}</span>} />
      )
    default:
      return <List values={items} render={plain} />
  }
}

/** Whether the main email or mobile was confirmed, beside the value. */
function Verified({ verified }: { verified: boolean }) {
  const { t } = useLingui()
  return verified ? (
    <StatusBadge variant="success">{t`Подтверждён`}</StatusBadge>
  ) : (
    <StatusBadge variant="warning">{t`Не подтверждён`}</StatusBadge>
  )
}

function MainValue({ code, mainInfo }: { code: string; mainInfo: ProfileDetails['mainInfo'] }) {
  const { i18n } = useLingui()
  const value: unknown = (mainInfo as Record<string, unknown>)[code]
  if (value === null || value === undefined || value === '') return <Empty />
  if (code === 'birthDate' && typeof value === 'string')
    return <>{formatDate(value, i18n.locale)}</>
  if (code === 'email' && typeof value === 'string') {
    return (
      <span className={styles.verified}>
        {email(value)} <Verified verified={mainInfo.emailVerify} />
      </span>
    )
  }
  if (code === 'mobile' && typeof value === 'string') {
    return (
      <span className={styles.verified}>
        {phone(value)} <Verified verified={mainInfo.mobileVerify} />
      </span>
    )
  }
  if (code === 'gender' && (value === 'man' || value === 'woman'))
    return <>{i18n._(genderTexts[value])}</>
  if (code === 'locale' && isLocale(value)) return <>{localeNames[value]}</>
  if (code === 'comment' && typeof value === 'string')
    return <span className={styles.multiline}>{value}</span>
  if (code === 'mobileMessengers' && Array.isArray(value)) {
    return (
      <List
        values={value as (keyof typeof messengerNames)[]}
        render={(name) => messengerNames[name]}
      />
    )
  }
  return <>{String(value)}</>
}

function ContactsValue({
  code,
  contacts,
}: {
  code: string
  contacts: ProfileDetails['contactsInfo']
}) {
  const { t } = useLingui()
  if (code === 'emails') {
    return <List values={contacts.emails} render={(entry) => email(entry.value)} />
  }
  return (
    <List
      values={contacts.mobiles}
      render={(entry) => {
        const digits = entry.additional
        const extension = digits ? t`доб. ${digits}` : null
        const reachable = entry.messengers.map((name) => messengerNames[name]).join(', ')
        return (
          <span>
            {phone(entry.value)}
            {extension && <span className={styles.note}> {extension}</span>}
            {entry.main && <span className={styles.note}> · {t`основной`}</span>}
            {reachable && <span className={styles.note}> · {reachable}</span>}
          </span>
        )
      }}
    />
  )
}

/** The saved value of any profile field in the read-only view. */
export function FieldValue({ placed, details }: { placed: PlacedField; details: ProfileDetails }) {
  const { kind, config } = placed
  if (kind === 'main') return <MainValue code={config.code} mainInfo={details.mainInfo} />
  if (kind === 'contacts')
    return <ContactsValue code={config.code} contacts={details.contactsInfo} />
  return <AdditionalValue config={config} value={details.additionalInfo[config.code]} />
}
