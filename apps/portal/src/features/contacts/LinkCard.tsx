import { Trans, useLingui } from '@lingui/react/macro'
import type { ContactContractor, ContactContractorAccess } from '@platform/sdk'
import { Button } from '@platform/ui'
import { Fragment } from 'react'
import * as styles from './contacts.css'

function Organization({ access }: { access: ContactContractorAccess }) {
  const { t } = useLingui()
  const facts: [string, string | null][] = [
    [t`ИНН`, access.inn],
    [t`КПП`, access.kpp],
    [t`Налоговый номер`, access.taxNumber],
    [t`Регистрационный номер`, access.registrationNumber],
    [t`Внешний код`, access.externalCode],
    [t`Роли`, access.roles.map((role) => role.name).join(', ') || null],
  ]
  return (
    <li>
      <p className={styles.organizationTitle}>{access.organizationTitle}</p>
      <dl className={styles.requisites}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </dl>
    </li>
  )
}

export interface LinkCardProps {
  link: ContactContractor
  /** Offered when the master user may change this contact. */
  onEdit?: () => void
  onRemove?: () => void
  /** Focus comes back to «Изменить роли» after this link's form closed. */
  focusEdit?: boolean
}

/** One contractor of a contact: its organizations with their requisites and the roles there. */
export function LinkCard({ link, onEdit, onRemove, focusEdit }: LinkCardProps) {
  const { t } = useLingui()
  const title = link.contractorTitle
  return (
    <section className={styles.contractor} aria-label={title}>
      <div className={styles.contractorHeader}>
        <h3 className={styles.contractorTitle}>{title}</h3>
        {onEdit && onRemove && (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onPress={onEdit}
              aria-label={t`Изменить роли: ${title}`}
              autoFocus={focusEdit}
            >
              <Trans>Изменить роли</Trans>
            </Button>
            <Button variant="quiet" onPress={onRemove} aria-label={t`Удалить связь: ${title}`}>
              <Trans>Удалить связь</Trans>
            </Button>
          </div>
        )}
      </div>
      <ul className={styles.organizations}>
        {link.access.map((access) => (
          <Organization key={access.organizationId} access={access} />
        ))}
      </ul>
    </section>
  )
}
