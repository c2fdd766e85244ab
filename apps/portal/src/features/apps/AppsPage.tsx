import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState, Link } from '@platform/ui'
import { useBackLink, useShell } from '../../layouts/parts/hooks'
import { currentService } from '../../layouts/parts/menu'
import * as styles from './AppsPage.css'
import { ServiceCard } from './ServiceCard'

/**
 * Route switchService (`/apps`): the services the person may open. The service the
 * `ref` back link came from is marked, with a way back to it.
 */
export function AppsPage() {
  const { t } = useLingui()
  const { services, project } = useShell()
  const back = useBackLink()
  const current = currentService(services, back)
  const currentTitle = current?.title

  return (
    <section className={styles.page} aria-labelledby="apps-title">
      <h1 id="apps-title" className={styles.title}>
        <Trans>Сервисы</Trans>
      </h1>
      {services.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t`Доступных сервисов пока нет`}
          description={
            project.uiSettings.accessRequests ? (
              <Trans>Отправьте заявку на доступ к компании или обратитесь к администратору.</Trans>
            ) : (
              <Trans>Обратитесь к администратору, чтобы получить доступ.</Trans>
            )
          }
          action={
            <Link variant="standalone" href="/profile" routerOptions={{ search: true }}>
              <Trans>Перейти в профиль</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <p className={styles.lead}>
            <Trans>Выберите сервис, чтобы продолжить работу.</Trans>
          </p>
          {current?.serviceUrl && back && (
            <p className={styles.lead}>
              <a className={styles.backLink} href={back}>
                <Trans>Вернуться в «{currentTitle}»</Trans>
              </a>
            </p>
          )}
          <ul className={styles.grid}>
            {services.map((service) => (
              <li key={service.applicationKey}>
                <ServiceCard service={service} isCurrent={service === current} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
