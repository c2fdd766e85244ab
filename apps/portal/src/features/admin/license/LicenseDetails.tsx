import { useLingui } from '@lingui/react/macro'
import type { LicenseInfo } from '@platform/sdk'
import { Link, StatusBadge } from '@platform/ui'
import * as admin from '../shared/admin.css'
import { LicenseStateBadge, SupportPeriod } from './LicenseBadges'
import { useLicenseTexts } from './license-texts'

interface LicenseDetailsProps {
  /** The installed license, or a checked key's answer; null while no license is installed. */
  info: LicenseInfo | null
  /** The information is a checked key's, not yet saved. */
  isChecked: boolean
  /** Users active over the last 15 minutes; undefined when the count could not be loaded. */
  activeNow: number | undefined
}

/** The license as the license server describes it, and the active users beside its limit. */
export function LicenseDetails({ info, isChecked, activeNow }: LicenseDetailsProps) {
  const { t } = useLingui()
  const texts = useLicenseTexts()
  const limit = info?.activeUsers ?? null
  const overLimit = activeNow !== undefined && limit !== null && activeNow > limit
  return (
    <section className={admin.stack} aria-labelledby="license-details">
      <h2 id="license-details" className={admin.sectionTitle}>
        {isChecked ? t`Проверенный ключ` : t`Установленная лицензия`}
      </h2>
      {isChecked && (
        <p className={admin.muted}>{t`Сведения о введённом ключе. Он ещё не сохранён.`}</p>
      )}
      {info === null ? (
        <>
          <p>
            <StatusBadge variant="warning">{t`Лицензия не установлена`}</StatusBadge>
          </p>
          <p className={admin.muted}>
            {t`Введите ключ и адрес платформы, проверьте ключ и сохраните его.`}
          </p>
        </>
      ) : (
        <>
          <p className={admin.row}>
            <LicenseStateBadge state={info.state} />
            <span>{texts.stateHint(info.state)}</span>
          </p>
          <dl className={admin.facts}>
            <dt>{t`Компания`}</dt>
            <dd>{info.company}</dd>
            <dt>{t`Сервер обновлений`}</dt>
            <dd>
              {info.updateServer ? (
                <Link href={info.updateServer}>{info.updateServer}</Link>
              ) : (
                t`Обновления не входят в лицензию`
              )}
            </dd>
            <dt>{t`Поддержка`}</dt>
            <dd>
              <SupportPeriod info={info} />
            </dd>
            <dt>{t`Активные пользователи`}</dt>
            <dd className={admin.row}>
              <span>{texts.activeUsers(activeNow, info.activeUsers)}</span>
              {overLimit && (
                <StatusBadge variant="warning">{t`Больше, чем допускает лицензия`}</StatusBadge>
              )}
            </dd>
          </dl>
        </>
      )}
      {info === null && activeNow !== undefined && <p>{texts.activeUsers(activeNow, null)}</p>}
    </section>
  )
}
