import { Trans, useLingui } from '@lingui/react/macro'
import { Countdown } from '@platform/ui'
import { useState } from 'react'
import { useLocale } from 'react-aria-components'
import { waitParts } from './rate-limit'
import * as styles from './shell.css'

/** The wait of a 429, said once, and its countdown (loaded only when a limit is met). */
export function Waiting({ until, onOver }: { until: number; onOver: () => void }) {
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
