import { useLingui } from '@lingui/react/macro'
import * as styles from './LoginPage.css'
import { type LoginAlert, loginAlertTexts } from './login-texts'

/** The form-level message of a failed step, announced as it appears. */
export function LoginAlertBox({ alert }: { alert: LoginAlert | null }) {
  const { i18n } = useLingui()
  return (
    <div role="alert">
      {alert && <p className={styles.alert}>{i18n._(loginAlertTexts[alert])}</p>}
    </div>
  )
}
