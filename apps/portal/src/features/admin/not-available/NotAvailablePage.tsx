import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState, Link } from '@platform/ui'
import { routePaths } from '../../../routes/paths'
import * as styles from '../shared/admin.css'
import { PageHeader } from '../shared/PageHeader'
import { useMenuTitle } from '../shared/use-menu-title'

/**
 * An administration menu entry whose screen this portal does not have: the entry still leads
 * somewhere, under the menu's own title, and says so plainly instead of a 404.
 */
export function NotAvailablePage() {
  const { t } = useLingui()
  const title = useMenuTitle() ?? t`Раздел администрирования`
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <EmptyState
        headingLevel={2}
        title={t`Раздел недоступен в этой версии`}
        description={t`Платформа предлагает этот раздел, но в этой версии портала его экрана пока нет. Остальные разделы администрирования доступны в меню.`}
        action={
          <Link href={routePaths.SettingOptions} variant="standalone">
            <Trans>К настройкам платформы</Trans>
          </Link>
        }
      />
    </div>
  )
}
