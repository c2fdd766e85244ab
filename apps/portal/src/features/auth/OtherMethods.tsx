import { Trans, useLingui } from '@lingui/react/macro'
import type { AuthFlow } from '@platform/sdk'
import { Button } from '@platform/ui'
import * as styles from './LoginPage.css'
import { flowSwitchLabels } from './login-texts'

/** The choice of method: the offered flows other than the current one. */
export function OtherMethods({
  flows,
  current,
  onChoose,
}: {
  flows: readonly AuthFlow[]
  current: AuthFlow
  onChoose: (flow: AuthFlow) => void
}) {
  const { i18n } = useLingui()
  const others = flows.filter((flow) => flow !== current)
  if (others.length === 0) return null
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.aside}>
        <Trans>Другие способы входа</Trans>
      </legend>
      <ul className={styles.methods}>
        {others.map((flow) => (
          <li key={flow}>
            <Button variant="quiet" onPress={() => onChoose(flow)}>
              {i18n._(flowSwitchLabels[flow])}
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
