import { Trans, useLingui } from '@lingui/react/macro'
import { logoutMutation } from '@platform/sdk/query'
import { Button } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import { LinkPage, Notice } from './LinkPage'
import * as styles from './LinkPage.css'

/**
 * Another account is signed in in this browser (409): the link belongs to someone else.
 * Signing out reloads the page, which then checks the link again.
 */
export function SessionConflict() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const logout = useMutation(logoutMutation(client, { onSuccess: () => window.location.reload() }))
  return (
    <LinkPage
      focusHeading
      title={t`Выполнен вход под другой учётной записью`}
      lead={t`Ссылка предназначена для другого человека. Чтобы открыть её, выйдите из текущей учётной записи.`}
    >
      {logout.isError && <Notice tone="error">{i18n._(errorMessage(logout.error))}</Notice>}
      <div className={styles.actions}>
        <Button onPress={() => logout.mutate({})} isPending={logout.isPending}>
          <Trans>Выйти и открыть ссылку</Trans>
        </Button>
      </div>
    </LinkPage>
  )
}
