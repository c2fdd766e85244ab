import { Trans, useLingui } from '@lingui/react/macro'
import { Countdown } from '@platform/ui'
import { useState } from 'react'
import { useLocale } from 'react-aria-components'
import type { RateLimit } from './rate-limit'
import { waitParts } from './rate-limit'
import * as styles from './shell.css'

/**
 * A 429 in words a person understands: how long to wait, said once as an alert, and a
 * countdown (not read out every second) until the action may be tried again.
 */
export function RateLimitNotice({ limit }: { limit: RateLimit }) {
  const { until } = limit
  if (until === null) return null
  return <Waiting key={until} until={until} onOver={limit.over} />
}

function Waiting({ until, onOver }: { until: number; onOver: () => void }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  // The wait is said as it was when the answer came; the countdown goes on below it.
  const [wait] = useState(() =>
    new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(
      waitParts((until - Date.now()) / 1000).map(({ unit, value }) =>
        new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value),
      ),
    ),
  )
  return (
    <div className={styles.rateLimit}>
      <p role="alert">
        <Trans>Слишком много попыток. Повторить можно через {wait}.</Trans>
      </p>
      <Countdown endTime={new Date(until)} label={t`Осталось`} onExpire={onOver} />
    </div>
  )
}
