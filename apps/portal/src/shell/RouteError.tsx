import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { useQueryClient } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { errorMessage } from '../i18n/errors'
import * as styles from './shell.css'

/** One page failed: its message, a retry, and the rest of the layout still works. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  return (
    <section className={styles.panel} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        <Trans>Не удалось загрузить страницу</Trans>
      </h1>
      <p role="alert">{i18n._(errorMessage(error))}</p>
      <Button
        onPress={async () => {
          // The failed page is gone, so its queries are inactive: every inactive query is
          // dropped (the answer it could not read among them), and the page asks again when it
          // comes back. Pages visited before ask again too, which a retry may well do.
          await queryClient.resetQueries({ type: 'inactive' })
          reset()
          void router.invalidate()
        }}
      >
        <Trans>Повторить</Trans>
      </Button>
    </section>
  )
}
