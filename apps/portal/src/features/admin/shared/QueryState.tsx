import { Trans, useLingui } from '@lingui/react/macro'
import { isPlatformError } from '@platform/sdk'
import { Button, EmptyState, Link, Skeleton } from '@platform/ui'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorMessage } from '../../../i18n/errors'
import { useLogFailure } from '../../../shared/list'
import * as styles from './admin.css'

interface QueryStateProps<T> {
  query: UseQueryResult<T>
  /** What the page shows once the data is there. */
  children: (data: T) => ReactNode
  /** What is loaded, for the log of a failure. @default 'administration data' */
  what?: string
}

/**
 * The states of an administration page's data: a skeleton while it loads, the forbidden state
 * when the platform answers 403 (only administrators reach these pages), a keyed message with
 * a retry for any other failure (logged too), and the page itself.
 */
export function QueryState<T>({
  query,
  children,
  what = 'administration data',
}: QueryStateProps<T>) {
  const { t, i18n } = useLingui()
  useLogFailure(what, query.error)
  if (query.isPending) {
    return (
      <div className={styles.stack} aria-busy="true">
        <Skeleton shape="block" />
        <Skeleton lines={3} />
      </div>
    )
  }
  if (query.isError) {
    if (isPlatformError(query.error) && query.error.kind === 'forbidden') return <Forbidden />
    return (
      <EmptyState
        headingLevel={2}
        title={t`Не удалось загрузить данные`}
        description={<span role="alert">{i18n._(errorMessage(query.error))}</span>}
        action={
          <Button variant="secondary" onPress={() => void query.refetch()}>
            <Trans>Повторить</Trans>
          </Button>
        }
      />
    )
  }
  return <>{children(query.data)}</>
}

/** Shown instead of an administration page to someone who is not an administrator. */
function Forbidden() {
  const { t } = useLingui()
  return (
    <EmptyState
      headingLevel={2}
      title={t`Нет доступа`}
      description={t`Этот раздел доступен только администраторам платформы. Если доступ нужен вам для работы, обратитесь к администратору.`}
      action={
        <Link href="/profile" variant="standalone">
          <Trans>Перейти в профиль</Trans>
        </Link>
      }
    />
  )
}
