import { Trans } from '@lingui/react/macro'
import { Link } from '@platform/ui'
import { createLazyRoute } from '@tanstack/react-router'
import * as styles from './shell.css'

function NotFoundPage() {
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        <Trans>Страница не найдена</Trans>
      </h1>
      <p>
        <Trans>Ссылка устарела или в адресе ошибка.</Trans>
      </p>
      <Link href="/">
        <Trans>На главную</Trans>
      </Link>
    </section>
  )
}

export const Route = createLazyRoute('/auth/404')({ component: NotFoundPage })
