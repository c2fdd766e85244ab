import { useLingui } from '@lingui/react/macro'
import { listMonitoringQuery } from '@platform/sdk/query'
import { Skeleton } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { criticalityNames } from './CriticalityBadge'
import { criticalityLevel, criticalityOrder } from './criticality'
import * as styles from './monitoring.css'
import { percent, summarize } from './overview'

/** Every check at once: the contract's largest page (a platform has a few dozen checks). */
const allChecks = { limit: 1000 } as const

/**
 * A part of the ring from its top, clockwise. The ring's circumference is 100, so a share in
 * percent is the length of its dash.
 */
function Arc({ share, className }: { share: number; className: string }) {
  return (
    <circle
      cx="21"
      cy="21"
      r="15.9155"
      fill="none"
      strokeWidth="5"
      className={className}
      strokeDasharray={`${share} ${100 - share}`}
      strokeDashoffset="25"
    />
  )
}

/**
 * The state of every check at a glance: a ring of the share that is down, with the count in
 * its middle, and the checks down at each criticality. The figures are text; the ring and
 * the bars only draw them.
 */
export function MonitoringOverview() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const headingId = useId()
  const checks = useQuery(listMonitoringQuery(client, allChecks))
  if (checks.isPending) return <Skeleton shape="block" />
  if (checks.isError) return null
  const overview = summarize(checks.data.monitoring)
  const downShare = percent(overview.down, overview.total)
  return (
    <section className={styles.overview} aria-labelledby={headingId}>
      <svg className={styles.gauge} viewBox="0 0 42 42" aria-hidden="true">
        <Arc share={100} className={styles.gaugeTrack} />
        {overview.down > 0 && <Arc share={downShare} className={styles.gaugeDown} />}
        <text x="21" y="22" textAnchor="middle" className={styles.gaugeNumber}>
          {overview.down}
        </text>
        <text x="21" y="29" textAnchor="middle" className={styles.gaugeCaption}>
          {t`не работают`}
        </text>
      </svg>
      <div className={styles.summary}>
        <h2 id={headingId} className={styles.overviewTitle}>
          {t`Состояние проверок`}
        </h2>
        <p>
          {t`Всего проверок: ${overview.total}. Работают: ${overview.up}, не работают: ${overview.down}.`}
        </p>
        <ul className={styles.levels} aria-label={t`Не работают по критичности`}>
          {criticalityOrder.map((critical) => {
            const counts = overview.byCriticality[critical]
            const all = counts.up + counts.down
            const name = i18n._(criticalityNames[criticalityLevel(critical)])
            return (
              <li key={critical} className={styles.level}>
                <span>{t`${name}: не работают ${counts.down} из ${all}`}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span
                    className={styles.barDown}
                    style={{ width: `${percent(counts.down, all)}%` }}
                  />
                  <span className={styles.barUp} style={{ width: `${percent(counts.up, all)}%` }} />
                </span>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
