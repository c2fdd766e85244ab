import { useLingui } from '@lingui/react/macro'
import { getLicenseQuery } from '@platform/sdk/query'
import { Button, Link, Skeleton, StatusBadge } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { routePaths } from '../../../routes/paths'
import { LicenseStateBadge, SupportPeriod } from '../license/LicenseBadges'
import * as admin from '../shared/admin.css'

/**
 * The license in a few words: its mode, company and support. A failure to load it stays in
 * this section, with a retry; the rest of the page does not depend on it.
 */
export function LicenseSummary() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const license = useQuery(getLicenseQuery(client))
  const info = license.data?.info
  const reason = license.isError ? i18n._(errorMessage(license.error)) : ''
  return (
    <section className={admin.stack} aria-labelledby="about-license" aria-busy={license.isPending}>
      <h2 id="about-license" className={admin.sectionTitle}>
        {t`Лицензия`}
      </h2>
      {license.isPending && <Skeleton lines={2} />}
      {license.isError && (
        <div className={admin.row}>
          <p role="alert">{t`Сведения о лицензии недоступны: ${reason}`}</p>
          <Button variant="secondary" onPress={() => void license.refetch()}>
            {t`Повторить`}
          </Button>
        </div>
      )}
      {license.isSuccess &&
        (info ? (
          <dl className={admin.facts}>
            <dt>{t`Режим`}</dt>
            <dd>
              <LicenseStateBadge state={info.state} />
            </dd>
            <dt>{t`Компания`}</dt>
            <dd>{info.company}</dd>
            <dt>{t`Поддержка`}</dt>
            <dd>
              <SupportPeriod info={info} />
            </dd>
          </dl>
        ) : (
          <p>
            <StatusBadge variant="warning">{t`Лицензия не установлена`}</StatusBadge>
          </p>
        ))}
      <p>
        <Link href={routePaths.SettingLicense} variant="standalone">
          {t`Ключ и подробности лицензии`}
        </Link>
      </p>
    </section>
  )
}
