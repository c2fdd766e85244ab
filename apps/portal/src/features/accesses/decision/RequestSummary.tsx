import { Trans, useLingui } from '@lingui/react/macro'
import type { AccessRequest } from '@platform/sdk'
import { Link } from '@platform/ui'
import { formatDateTime } from '../../../i18n/format'
import * as styles from './decision.css'

/** Who asks for what: the request the decision is about. */
export function RequestSummary({ request }: { request: AccessRequest }) {
  const { t, i18n } = useLingui()
  const inn = request.requestCompanyInn
  const kpp = request.requestCompanyKpp
  const company = [request.requestCompanyName, inn && t`ИНН ${inn}`, kpp && t`КПП ${kpp}`]
    .filter(Boolean)
    .join(', ')
  return (
    <dl className={styles.summary}>
      <dt>
        <Trans>Заявитель</Trans>
      </dt>
      <dd>{request.userName}</dd>
      {request.userEmail && (
        <>
          <dt>
            <Trans>Почта</Trans>
          </dt>
          <dd>
            <Link href={`mailto:${request.userEmail}`}>{request.userEmail}</Link>
          </dd>
        </>
      )}
      {request.userMobile && (
        <>
          <dt>
            <Trans>Телефон</Trans>
          </dt>
          <dd>
            <Link href={`tel:${request.userMobile}`}>{request.userMobile}</Link>
          </dd>
        </>
      )}
      <dt>
        <Trans>Компания</Trans>
      </dt>
      <dd>{company}</dd>
      <dt>
        <Trans>Запрошенные роли</Trans>
      </dt>
      <dd>{request.requestCompanyRoles.map((role) => role.name).join(', ') || '—'}</dd>
      <dt>
        <Trans>Дата заявки</Trans>
      </dt>
      <dd>{formatDateTime(request.requestDate, i18n.locale)}</dd>
    </dl>
  )
}
