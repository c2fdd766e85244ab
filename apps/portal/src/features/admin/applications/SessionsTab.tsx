import { useLingui } from '@lingui/react/macro'
import type { Application, Session } from '@platform/sdk'
import { listApplicationSessionsQuery } from '@platform/sdk/query'
import { Button, EmptyState } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { lazyDialog } from '../../../shared/lazy-part'
import { ExportCsvButton, useListState } from '../../../shared/list'
import { PagedTable } from '../../contractors/PagedTable'
import * as admin from '../shared/admin.css'
import type { EndingSessions } from './EndSessionsDialog'
import { SessionFilters, sessionFilterError } from './SessionFilters'
import type { ApplicationsSearch } from './search'
import { useApplicationSessionColumns } from './session-columns'

const EndSessionsDialog = lazyDialog(
  () => import('./EndSessionsDialog').then((module) => module.EndSessionsDialog),
  { isOpen: (props) => props.ending !== null },
)

interface SessionsTabProps {
  application: Application
  search: ApplicationsSearch
}

/**
 * Tab sessions: the sessions of the application's users, newest first, filtered by a search,
 * the day they started or a period; one or every filtered session can be ended. The filters,
 * page and sort are in the address, under names of their own.
 */
export function SessionsTab({ application, search }: SessionsTabProps) {
  const { t } = useLingui()
  const { client, queryClient } = usePlatform()
  const list = useListState(search, {
    prefix: 'sessions',
    defaultSort: { column: 'start', direction: 'descending' },
    sortColumns: ['start', 'expiry', 'lastAccess', 'updatedAt'],
  })
  const filters = {
    applicationId: application.id,
    search: search.sessionSearch,
    startDate: search.startDate,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
  }
  const invalid = sessionFilterError(filters) !== undefined
  const sessions = useQuery({
    ...listApplicationSessionsQuery(client, { ...list.query, ...filters }),
    enabled: !invalid,
  })
  const [ending, setEnding] = useState<EndingSessions | null>(null)
  const columns = useApplicationSessionColumns((session: Session) =>
    setEnding({ kind: 'one', session }),
  )
  const total = sessions.data?.meta.total
  const isFiltered = Boolean(
    filters.search || filters.startDate || filters.dateFrom || filters.dateTo,
  )

  return (
    <div className={admin.stack}>
      <SessionFilters
        filters={filters}
        onChange={(patch, options) => list.setFilters(patch, options)}
      />
      <div className={admin.row}>
        <Button
          variant="secondary"
          isDisabled={!total || invalid}
          onPress={() => setEnding({ kind: 'all', filters })}
        >
          {isFiltered ? t`Завершить найденные сеансы` : t`Завершить все сеансы`}
        </Button>
        <ExportCsvButton
          fileName={`sessions-${application.code ?? application.id}`}
          columns={columns.csv}
          isDisabled={!total || invalid}
          fetchPage={async (page, limit) => {
            const answer = await queryClient.fetchQuery(
              listApplicationSessionsQuery(client, { ...list.query, ...filters, page, limit }),
            )
            return { items: answer.sessions, total: answer.meta.total }
          }}
        />
      </div>
      <PagedTable
        label={t`Сеансы приложения «${application.name}»`}
        columns={columns.table}
        list={list}
        query={sessions}
        items={invalid ? [] : (sessions.data?.sessions ?? [])}
        total={invalid ? undefined : total}
        emptyState={
          <EmptyState
            headingLevel={3}
            title={isFiltered ? t`Сеансов с такими условиями нет` : t`Активных сеансов нет`}
          />
        }
      />
      <EndSessionsDialog ending={ending} onClose={() => setEnding(null)} />
    </div>
  )
}
