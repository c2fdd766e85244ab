import { useLingui } from '@lingui/react/macro'
import type { Session } from '@platform/sdk'
import { listSessionsQuery } from '@platform/sdk/query'
import { Button, EmptyState, Table } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { ExportCsvButton, PagedFooter, useListState, useLogFailure } from '../../../shared/list'
import { AreaPage } from '../area/AreaPage'
import * as styles from '../area/AreaPage.css'
import { useSessionColumns } from './columns'
import type { Ending } from './EndSessionDialog'

const EndSessionDialog = lazyDialog(
  () => import('./EndSessionDialog').then((module) => module.EndSessionDialog),
  { isOpen: (props) => props.ending !== null },
)

const route = getRouteApi('/profile/profile/sessions')
const sortColumns = ['start', 'expiry', 'lastAccess'] as const

/**
 * Route UserProfileSessions (`/profile/sessions`): the person's sessions and devices, newest
 * first, this browser's marked; one or all the others can be ended.
 */
export function SessionsPage() {
  const { t, i18n } = useLingui()
  const { client, queryClient } = usePlatform()
  const list = useListState(route.useSearch(), {
    defaultSort: { column: 'start', direction: 'descending' },
    sortColumns,
  })
  const query = useQuery(listSessionsQuery(client, list.query))
  useLogFailure('sessions', query.error)
  const [ending, setEnding] = useState<Ending>(null)
  const columns = useSessionColumns((session: Session) => setEnding({ kind: 'one', session }))
  const total = query.data?.meta.total
  const onlyThis = total === 1 && query.data?.sessions[0]?.current === true

  return (
    <AreaPage
      title={t`Сеансы и устройства`}
      lead={t`Где выполнен вход в вашу учётную запись. Если сеанс вам незнаком, завершите его и смените пароль.`}
      actions={
        <>
          <Button
            variant="secondary"
            isDisabled={!total || onlyThis}
            onPress={() => setEnding({ kind: 'all' })}
          >
            {t`Завершить все другие сеансы`}
          </Button>
          <ExportCsvButton
            fileName="sessions"
            columns={columns.csv}
            isDisabled={!total}
            fetchPage={async (page, limit) => {
              const answer = await queryClient.fetchQuery(
                listSessionsQuery(client, { ...list.query, page, limit }),
              )
              return { items: answer.sessions, total: answer.meta.total }
            }}
          />
        </>
      }
    >
      <div className={styles.stack}>
        {onlyThis && (
          <p
            className={styles.line}
          >{t`Других сеансов нет: вы вошли только на этом устройстве.`}</p>
        )}
        <Table
          aria-label={t`Сеансы`}
          columns={columns.table}
          items={query.data?.sessions ?? []}
          // A background refresh (this device's report, an ended session) changes rows in
          // place; only a new page shows the spinner, so nothing moves under the pointer.
          isLoading={query.isPending || (query.isFetching && query.isPlaceholderData)}
          errorMessage={query.error ? i18n._(errorMessage(query.error)) : undefined}
          onRetry={() => void query.refetch()}
          totalCount={total}
          sortDescriptor={list.sortDescriptor}
          onSortChange={list.onSortChange}
          height="page"
          emptyState={
            <EmptyState
              headingLevel={2}
              title={t`Активных сеансов нет`}
              description={t`Сеансы появятся здесь, когда вы войдёте в систему на каком-либо устройстве.`}
            />
          }
        />
        <PagedFooter list={list} total={total} label={t`Сеансы`} />
      </div>
      <EndSessionDialog ending={ending} onClose={() => setEnding(null)} />
    </AreaPage>
  )
}
