import { useLingui } from '@lingui/react/macro'
import type { LicenseInfo } from '@platform/sdk'
import { getLicenseQuery, getLicenseSessionsQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import * as admin from '../shared/admin.css'
import { PageHeader } from '../shared/PageHeader'
import { QueryState } from '../shared/QueryState'
import { useFailureSnackbar } from '../shared/use-failure-snackbar'
import { useMenuTitle } from '../shared/use-menu-title'
import { LicenseDetails } from './LicenseDetails'
import { LicenseForm } from './LicenseForm'

/**
 * /setting/license: what the license allows now (mode, company, support, active users) and the
 * form of its key and domain: check a key without saving it, save it, or delete the license.
 */
export function LicensePage() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const license = useQuery(getLicenseQuery(client))
  const sessions = useQuery(getLicenseSessionsQuery(client))
  useFailureSnackbar(license, 'systemGetError')
  useFailureSnackbar(sessions, 'systemGetError')
  // A checked key's answer stands in for the installed license until the form is saved or the
  // page is opened again.
  const [checked, setChecked] = useState<LicenseInfo | null>(null)
  return (
    <div className={admin.page}>
      <PageHeader
        title={useMenuTitle() ?? t`Лицензия`}
        lead={t`Ключ лицензии платформы, режим работы, период поддержки и число активных пользователей.`}
      />
      <QueryState query={license}>
        {(data) => (
          <>
            <LicenseDetails
              info={checked ?? data.info}
              isChecked={checked !== null}
              activeNow={sessions.data?.count}
            />
            <LicenseForm
              saved={data.form}
              onChecked={setChecked}
              onSaved={() => setChecked(null)}
            />
          </>
        )}
      </QueryState>
    </div>
  )
}
