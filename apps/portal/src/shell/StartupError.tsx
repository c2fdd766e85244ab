import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { errorMessage } from '../i18n/errors'
import { useFocusOnOpen } from '../shared/use-focus-on-open'
import * as styles from './shell.css'

/**
 * Startup failed (the API is down, a 500, an answer that is not the contract's): a
 * technical-error screen with a retry, never a blank page.
 */
export function StartupError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const heading = useRef<HTMLHeadingElement>(null)
  const [retrying, setRetrying] = useState(false)

  useFocusOnOpen(heading)

  const retry = async () => {
    setRetrying(true)
    router.options.context.platform.queryClient.removeQueries({ type: 'inactive' })
    reset()
    await router.invalidate()
    setRetrying(false)
  }

  return (
    <main className={styles.centered}>
      <section className={styles.panel} aria-labelledby="startup-error-title">
        <h1 id="startup-error-title" ref={heading} tabIndex={-1} className={styles.title}>
          <Trans>Не удалось открыть платформу</Trans>
        </h1>
        <p role="alert">{i18n._(errorMessage(error))}</p>
        <Button onPress={retry} isPending={retrying}>
          <Trans>Повторить</Trans>
        </Button>
      </section>
    </main>
  )
}
