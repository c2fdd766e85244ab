import { Trans, useLingui } from '@lingui/react/macro'
import type { Company } from '@platform/sdk'
import { Button, Card } from '@platform/ui'
import { Fragment } from 'react'
import * as styles from '../view/BlockView.css'
import { legalTypeTexts } from './texts'

/** A company the person belongs to: legal type, requisites, external code, their roles. */
export function CompanyCard({
  company,
  onLeave,
}: {
  company: Company
  onLeave: (company: Company) => void
}) {
  const { t, i18n } = useLingui()
  const { requisites } = company
  const facts: [string, string | null][] = [
    [t`Правовая форма`, i18n._(legalTypeTexts[company.legalType])],
    [t`ИНН`, requisites.inn],
    [t`КПП`, requisites.kpp],
    [t`ОГРН`, requisites.ogrn],
    [t`ОКПО`, requisites.okpo],
    [t`Налоговый номер`, requisites.taxNumber],
    [t`Регистрационный номер`, requisites.registrationNumber],
    [t`Внешний код`, company.externalCode],
    [t`Мои роли`, company.roles.map((role) => role.name).join(', ') || null],
  ]
  const title = company.title
  return (
    <Card
      title={title}
      headingLevel={2}
      actions={
        <Button
          variant="secondary"
          onPress={() => onLeave(company)}
          aria-label={t`Выйти из компании «${title}»`}
        >
          <Trans>Выйти из компании</Trans>
        </Button>
      }
    >
      <dl className={styles.list}>
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </Fragment>
          ))}
      </dl>
    </Card>
  )
}
