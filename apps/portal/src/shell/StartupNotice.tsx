import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useStartup } from '../platform/hooks'
import type { OptionalPart } from '../platform/startup'
import * as styles from './shell.css'

const partNames: Record<OptionalPart, MessageDescriptor> = {
  countries: msg`коды стран (номера телефонов не проверяются)`,
  userSettings: msg`настройки пользователя (язык, размер страниц)`,
  configure: msg`настройки платформы (доступ к администрированию)`,
}

/**
 * Startup answers the page can do without that did not come (or came malformed): the page
 * works, and the person reads what is missing and may ask for it again.
 */
export function StartupNotice() {
  const { i18n, t } = useLingui()
  const { unavailable } = useStartup()
  const router = useRouter()
  const [retrying, setRetrying] = useState(false)
  if (unavailable.length === 0) return null

  const retry = async () => {
    setRetrying(true)
    // The root's startup runs again; answers that failed were never cached.
    await router.invalidate()
    setRetrying(false)
  }

  return (
    <aside aria-label={t`Загрузка данных`} className={styles.startupNotice}>
      <p role="status">
        <Trans>Не всё загрузилось:</Trans>{' '}
        {unavailable.map((part) => i18n._(partNames[part])).join('; ')}
      </p>
      <Button variant="secondary" onPress={retry} isPending={retrying}>
        <Trans>Повторить</Trans>
      </Button>
    </aside>
  )
}
