import { Trans, useLingui } from '@lingui/react/macro'
import { getServiceApplicationQuery } from '@platform/sdk/query'
import { Button, Spinner } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams } from '@tanstack/react-router'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import * as styles from './HelpPage.css'
import { ServiceLinks } from './ServiceLinks'

/**
 * Route HelpService (`/help/{app}`): the public card of a service, with or without a session —
 * its name, description and the ways to it, its help and its public API description.
 */
export function HelpPage() {
  const { i18n, t } = useLingui()
  const { app } = useParams({ from: '/auth/help/$app' })
  const { client } = usePlatform()
  const query = useQuery(getServiceApplicationQuery(client, { app }))

  if (query.error?.kind === 'notFound' || query.error?.status === 422) {
    return <Navigate to="/404" replace />
  }
  if (query.isError) {
    return (
      <section className={styles.card} aria-labelledby="help-title">
        <h1 id="help-title" className={styles.title}>
          <Trans>Справка о сервисе</Trans>
        </h1>
        <p role="alert">{i18n._(errorMessage(query.error))}</p>
        <Button onPress={() => void query.refetch()} isPending={query.isFetching}>
          <Trans>Повторить</Trans>
        </Button>
      </section>
    )
  }
  if (query.isPending) return <Spinner label={t`Загрузка сведений о сервисе`} />

  const service = query.data
  const version = service.version
  return (
    <section className={styles.card} aria-labelledby="help-title">
      <h1 id="help-title" className={styles.title}>
        {service.name}
      </h1>
      {service.description && <p className={styles.text}>{service.description}</p>}
      {version && (
        <p className={styles.muted}>
          <Trans>Версия {version}</Trans>
        </p>
      )}
      <ServiceLinks service={service} />
    </section>
  )
}
