import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { errorMessage } from '../../../i18n/errors'
import * as styles from './AreaPage.css'

/** The quiet inline notice of a list that did not load, with a retry; the page stays usable. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui()
  return (
    <div className={styles.notice}>
      <p className={styles.noticeText} role="status">
        <Trans>Не удалось загрузить список.</Trans> {i18n._(errorMessage(error))}
      </p>
      <Button variant="secondary" onPress={onRetry}>
        <Trans>Повторить</Trans>
      </Button>
    </div>
  )
}
