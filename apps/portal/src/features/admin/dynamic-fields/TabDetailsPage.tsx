import { Trans } from '@lingui/react/macro'
import { getDynamicFieldTabQuery } from '@platform/sdk/query'
import { Link } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { usePlatform } from '../../../platform/hooks'
import * as admin from '../shared/admin.css'
import { PageHeader } from '../shared/PageHeader'
import { QueryState } from '../shared/QueryState'
import { dynamicFieldsHref } from './hrefs'
import { TabEditor } from './TabEditor'

/** The tab whose blocks and fields are the profile's personal data page. */
const profileTab = 'users_main'

/**
 * /setting/options/users/dynamic-fields/$type/details/$tab: the blocks (subtypes) of a tab and
 * their fields, each with ordering, activation, create, edit, copy and delete.
 */
export function TabDetailsPage() {
  const { type, tab } = useParams({
    from: '/platform/setting/options/users/dynamic-fields/$type/details/$tab',
  })
  const { client } = usePlatform()
  const details = useQuery(getDynamicFieldTabQuery(client, { tab }))
  return (
    <div className={admin.page}>
      <PageHeader
        title={details.data?.title ?? <Trans>Поля вкладки</Trans>}
        lead={
          tab === profileTab ? (
            <Trans>
              Поля профиля: блоки и поля страницы «Личные данные», их порядок, активность и права.
            </Trans>
          ) : (
            <Trans>Блоки вкладки и их поля: порядок, активность и права.</Trans>
          )
        }
      >
        <Link href={dynamicFieldsHref(type)} variant="standalone">
          <Trans>Все вкладки</Trans>
        </Link>
      </PageHeader>
      <QueryState query={details}>{(data) => <TabEditor tab={data} />}</QueryState>
    </div>
  )
}
