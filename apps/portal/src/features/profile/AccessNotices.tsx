import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@platform/ui'
import { useId } from 'react'
import * as alert from '../../layouts/parts/alert.css'
import { useStartup } from '../../platform/hooks'
import { routePaths } from '../../routes/paths'
import * as styles from './PersonalPage.css'

/** The code of the accesses application in the services menu. */
const accessesApplication = 'accesses'

/**
 * The limited-access notice: a person without applications is told how to get one,
 * by an access request when the accesses application is available, else through support.
 */
export function LimitedAccessNotice() {
  const { services, project } = useStartup()
  const titleId = useId()
  // The accesses application itself is not one to work in: it is how to get the others.
  const canRequest = services.some((service) => service.applicationKey === accessesApplication)
  if (services.some((service) => service.applicationKey !== accessesApplication)) return null
  return (
    <section
      aria-labelledby={titleId}
      className={[
        styles.notice,
        alert.alertSlot,
        services.length === 0 && alert.alertSlotWithoutServices,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <h2 id={titleId} className={styles.noticeTitle}>
        <Trans>Доступ ограничен</Trans>
      </h2>
      {canRequest ? (
        <p className={styles.noticeText}>
          <Trans>
            У вас пока нет доступа к приложениям. Отправьте{' '}
            <Link href={routePaths.AccessRequests}>заявку на доступ</Link> в компанию.
          </Trans>
        </p>
      ) : (
        // A div: the kit's external link carries a block element for screen readers.
        <div className={styles.noticeText}>
          <Trans>У вас пока нет доступа к приложениям. Обратитесь в службу поддержки.</Trans>{' '}
          {project.helpUrl && (
            <Link href={project.helpUrl} isExternal>
              <Trans>Служба поддержки</Trans>
            </Link>
          )}
        </div>
      )}
    </section>
  )
}

/** Back to the application when the person has exactly one. */
export function BackToApplication() {
  const { t } = useLingui()
  const { services } = useStartup()
  const [only] = services
  if (services.length !== 1 || !only?.serviceUrl) return null
  const application = only.title
  return (
    <Link href={only.serviceUrl} variant="standalone">
      {t`Вернуться в «${application}»`}
    </Link>
  )
}
