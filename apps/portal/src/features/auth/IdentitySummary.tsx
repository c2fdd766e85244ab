import { Trans, useLingui } from '@lingui/react/macro'
import type { IdAttribute } from '@platform/sdk'
import { Button } from '@platform/ui'
import type { EnteredIdentifier } from './identifier'
import * as styles from './LoginPage.css'

/** Who is signing in, and the way back to the identifier step. */
export function IdentitySummary({
  entered,
  onChange,
}: {
  entered: EnteredIdentifier
  onChange: () => void
}) {
  const { t } = useLingui()
  const changeLabels: Record<IdAttribute, string> = {
    login: t`Сменить логин`,
    email: t`Сменить почту`,
    mobile: t`Сменить телефон`,
  }
  return (
    <p className={styles.summary}>
      <span>
        <Trans>Вход как</Trans> <strong>{entered.value}</strong>
      </span>
      <Button variant="quiet" onPress={onChange}>
        {changeLabels[entered.idAttribute]}
      </Button>
    </p>
  )
}
