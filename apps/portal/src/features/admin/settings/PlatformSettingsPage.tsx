import { Trans } from '@lingui/react/macro'
import { getPlatformSettingsQuery, updatePlatformSettingsMutation } from '@platform/sdk/query'
import { Link } from '@platform/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { routePaths } from '../../../routes/paths'
import * as styles from '../shared/admin.css'
import { PageHeader } from '../shared/PageHeader'
import { QueryState } from '../shared/QueryState'
import { SettingsForm } from './SettingsForm'

/** /setting/options: tokens, code authentication, license check, interface, logs. */
export function PlatformSettingsPage() {
  const { client } = usePlatform()
  // The form draws in a background render React can pause (decision 0012), not in the one long
  // task a query's answer is drawn in: 50–90 ms of a desktop's main thread here, four times that
  // on a phone.
  const settings = useDeferredValue(useQuery(getPlatformSettingsQuery(client)))
  const save = useMutation(updatePlatformSettingsMutation(client))
  return (
    <div className={styles.page}>
      <PageHeader
        title={<Trans>Настройки платформы</Trans>}
        lead={
          <Trans>
            Время жизни токенов и кодов, проверка лицензии, интерфейс и хранение журналов.
          </Trans>
        }
      >
        {settings.isSuccess && (
          <Link href={routePaths.SettingUsers} variant="standalone">
            <Trans>Настройки пользователей</Trans>
          </Link>
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
