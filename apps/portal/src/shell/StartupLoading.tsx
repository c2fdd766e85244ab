import { Trans } from '@lingui/react/macro'
import { Spinner } from '@platform/ui'
import * as styles from './shell.css'

/** Shown while the startup data loads: small, named, and announced once. */
export function StartupLoading() {
  return (
    <div className={styles.centered} role="status" aria-live="polite">
      <Spinner />
      <span className={styles.loadingText}>
        <Trans>Загрузка…</Trans>
      </span>
    </div>
  )
}
