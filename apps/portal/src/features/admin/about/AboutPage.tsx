import { useLingui } from '@lingui/react/macro'
import { Link } from '@platform/ui'
import { Fragment } from 'react'
import { apiBase } from '../../../platform/client'
import { useStartup } from '../../../platform/hooks'
import * as admin from '../shared/admin.css'
import { PageHeader } from '../shared/PageHeader'
import { useMenuTitle } from '../shared/use-menu-title'
import { LicenseSummary } from './LicenseSummary'

const versions = import.meta.env.PORTAL_VERSIONS

/** The published packages the portal is built from, as their registry names them. */
const packages = [
  ['@platform/sdk', versions.sdk],
  ['@platform/forms', versions.forms],
  ['@platform/ui', versions.ui],
] as const

/**
 * /setting/about: what an administrator quotes when asking for help: the portal and the
 * versions of its packages, where it calls the platform, the project, the license, and where the
 * public documentation is.
 */
export function AboutPage() {
  const { t } = useLingui()
  const { project } = useStartup()
  const product = project.copyright.title ?? t`Портал платформы идентификации и доступа`
  const api = new URL(apiBase, window.location.href).href
  const languages = project.locales.map((locale) => locale.name).join(', ')
  return (
    <div className={admin.page}>
      <PageHeader
        title={useMenuTitle() ?? t`О системе`}
        lead={t`Версии портала и его пакетов, подключение к платформе, проект и лицензия.`}
      />
      <section className={admin.stack} aria-labelledby="about-portal">
        <h2 id="about-portal" className={admin.sectionTitle}>
          {t`Портал`}
        </h2>
        <dl className={admin.facts}>
          <dt>{t`Продукт`}</dt>
          <dd>{product}</dd>
          <dt>{t`Версия портала`}</dt>
          <dd>{versions.portal}</dd>
          {packages.map(([name, version]) => (
            <Fragment key={name}>
              <dt>{t`Пакет ${name}`}</dt>
              <dd>{version}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className={admin.stack} aria-labelledby="about-connection">
        <h2 id="about-connection" className={admin.sectionTitle}>
          {t`Подключение и проект`}
        </h2>
        <dl className={admin.facts}>
          <dt>{t`Адрес API`}</dt>
          <dd className={admin.code}>{api}</dd>
          <dt>{t`Кто отвечает`}</dt>
          <dd>
            {import.meta.env.PORTAL_SANDBOX
              ? t`Песочница: демонстрационная платформа с данными в памяти сервера портала`
              : t`Платформа, к которой веб-сервер портала передаёт запросы по этому адресу`}
          </dd>
          <dt>{t`Код проекта`}</dt>
          <dd className={admin.code}>{project.code}</dd>
          <dt>{t`Языки интерфейса`}</dt>
          <dd>{languages}</dd>
        </dl>
      </section>
      <LicenseSummary />
      <section className={admin.stack} aria-labelledby="about-docs">
        <h2 id="about-docs" className={admin.sectionTitle}>
          {t`Документация`}
        </h2>
        {project.helpUrl || project.devUrl ? (
          <ul className={admin.stack}>
            {project.helpUrl && (
              <li>
                <Link href={project.helpUrl}>{t`Публичная документация`}</Link>
              </li>
            )}
            {project.devUrl && (
              <li>
                <Link href={project.devUrl}>{t`Сайт разработчика`}</Link>
              </li>
            )}
          </ul>
        ) : (
          <p className={admin.muted}>
            {t`Для этого домена ссылки на документацию не заданы: их задают в настройках домена.`}
          </p>
        )}
      </section>
    </div>
  )
}
