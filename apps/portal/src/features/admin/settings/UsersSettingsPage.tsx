import { Trans } from '@lingui/react/macro'
import { getUsersSettingsQuery, updateUsersSettingsMutation } from '@platform/sdk/query'
import { Link } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { routePaths } from '../../../routes/paths'
import { dynamicFieldsHref } from '../dynamic-fields/hrefs'
import * as styles from '../shared/admin.css'
import { PageHeader } from '../shared/PageHeader'
import { QueryState } from '../shared/QueryState'
import { SettingsForm } from './SettingsForm'

/** /setting/options/users: links, limits, unique values, notifications, password policy. */
export function UsersSettingsPage() {
  const { client } = usePlatform()
  // The form draws in a background render React can pause (decision 0012), not in the one long
  // task a query's answer is drawn in: 50–90 ms of a desktop's main thread here, four times that
  // on a phone.
  const settings = useDeferredValue(useQuery(getUsersSettingsQuery(client)))
  const save = useMutation(updateUsersSettingsMutation(client))
  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>Настройки пользователей</Trans>}
        lead={
          <Trans>
            Регистрация и приглашения, уникальность данных, уведомления и парольная политика.
          </Trans>
        }
      >
        {settings.isSuccess && (
          <>
            <Link href={dynamicFieldsHref('users')} variant="standalone">
              <Trans>Дополнительные поля пользователей</Trans>
            </Link>
            <Link href={routePaths.SettingOptions} variant="standalone">
              <Trans>Настройки платформы</Trans>
            </Link>
          </>
        )}
      </PageHeader>
      <QueryState query={settings}>
        {(data) => (
          <SettingsForm modules={data.data} onSave={(body) => save.mutateAsync({ body })} />
        )}
      </QueryState>
    </div>
  )
}
