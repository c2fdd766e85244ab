import { Trans } from '@lingui/react/macro'
import * as styles from './LoginPage.css'

/** Route Auth (`/login`): the first thing every person meets. */
export function LoginPage() {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          <Trans>Вход</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Войдите, чтобы перейти к сервисам платформы.</Trans>
        </p>
      </section>
    </main>
  )
}
