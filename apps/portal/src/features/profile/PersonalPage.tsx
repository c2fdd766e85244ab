import { Trans, useLingui } from '@lingui/react/macro'
import type { ProfileDetails } from '@platform/sdk'
import { getProfileConfigureQuery, getProfileDetailsQuery } from '@platform/sdk/query'
import { Button, Skeleton, Spinner } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useRef } from 'react'
import { errorMessage } from '../../i18n/errors'
import { formatDateTime } from '../../i18n/format'
import { usePlatform } from '../../platform/hooks'
import { useFocusOnOpen } from '../../shared/use-focus-on-open'
import { BackToApplication, LimitedAccessNotice } from './AccessNotices'
import { AvatarSection } from './AvatarSection'
import { AccountCard } from './account/AccountCard'
import { Agreements } from './account/Agreements'
import * as styles from './PersonalPage.css'
import { ProfileTabs } from './ProfileTabs'
import { RequiredFieldsDialog } from './RequiredFieldsDialog'

function Updated({ info }: { info: ProfileDetails['updatedInfo'] }) {
  const { i18n } = useLingui()
  if (!info.updatedAt) return null
  const when = formatDateTime(info.updatedAt, i18n.locale)
  const who = info.updatedBy
  return (
    <p className={styles.muted}>
      {who ? (
        <Trans>
          Изменено {when}, {who}
        </Trans>
      ) : (
        <Trans>Изменено {when}</Trans>
      )}
    </p>
  )
}

/** Route UserProfilePersonal (`/profile/personal`): the person's own data. */
export function PersonalPage() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const details = useQuery(getProfileDetailsQuery(client))
  const configure = useQuery(getProfileConfigureQuery(client))
  const heading = useRef<HTMLHeadingElement>(null)
  // The profile draws in a background render React can pause (decision 0012), not in the one
  // long task a query's answer is drawn in: 70 ms of a desktop's main thread here, four times
  // that on a phone. The answers themselves are kept (the same objects until they change).
  const detailsData = useDeferredValue(details.data)
  const configureData = useDeferredValue(configure.data)
  const ready = detailsData !== undefined && configureData !== undefined

  useFocusOnOpen(heading, ready)

  const failure = details.error ?? configure.error
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            <Trans>Личные данные</Trans>
          </h1>
          {detailsData && <Updated info={detailsData.updatedInfo} />}
        </div>
        <BackToApplication />
      </header>
      {/* Known from the start: shown at once, so nothing below moves when it appears. */}
      <LimitedAccessNotice />
      {detailsData && configureData ? (
        <>
          <AvatarSection details={detailsData} />
          <ProfileTabs details={detailsData} configure={configureData} />
          <Agreements terms={detailsData.termsInfo} />
          <AccountCard details={detailsData} />
          <RequiredFieldsDialog details={detailsData} configure={configureData} />
        </>
      ) : failure ? (
        <div className={styles.errorPanel}>
          <p role="alert">{i18n._(errorMessage(failure))}</p>
          <Button
            onPress={() => {
              void details.refetch()
              void configure.refetch()
            }}
          >
            <Trans>Повторить</Trans>
          </Button>
        </div>
      ) : (
        <div className={styles.loading}>
          <Spinner label={t`Загрузка личных данных`} />
          <Skeleton shape="circle" />
          <Skeleton shape="block" />
          <Skeleton lines={4} />
        </div>
      )}
    </div>
  )
}
