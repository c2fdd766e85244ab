import { useLingui } from '@lingui/react/macro'
import { limits } from '@platform/forms'
import {
  diagnosticsApplicationsStatusKeys,
  diagnosticsStatusKeys,
  listDiagnosticsVersionsQuery,
  refreshDiagnosticsQuery,
} from '@platform/sdk/query'
import { Button, EmptyState, Table, TextField } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { ExportCsvButton, useListState, useLogFailure } from '../../../shared/list'
import { useSearchText } from '../../../shared/useSearchText'
import * as adminStyles from '../shared/admin.css'
import { FilterSelect } from '../shared/FilterSelect'
import { useKeyed } from '../shared/keyed'
import { useNotify } from '../shared/notify'
import { PageHeader } from '../shared/PageHeader'
import { useDiagnosticsColumns } from './useDiagnosticsColumns'

const route = getRouteApi('/platform/setting/diagnostics')

/**
 * /setting/diagnostics: which version of each application runs, against the version this
 * release recommends, the differing part marked; a refresh asks every application again.
 */
export function DiagnosticsPage() {
  const { t, i18n } = useLingui()
  const { client, queryClient } = usePlatform()
  const notify = useNotify()
  const search = route.useSearch()
  const list = useListState(search)
  const filters = { application: search.application, status: search.status }
  const versions = useQuery(listDiagnosticsVersionsQuery(client, filters))
  useLogFailure('the versions', versions.error)
  const rows = useKeyed(versions.data?.versions, (row) => row.application)
  const columns = useDiagnosticsColumns()
  const [application, setApplication] = useSearchText(filters.application, (next) =>
    list.setFilters({ application: next }, { replace: true }),
  )
  const [refreshing, setRefreshing] = useState(false)
  const statuses = [
    { id: 'up', name: t`Работает` },
    { id: 'down', name: t`Не работает` },
  ] as const

  const refresh = async () => {
    if (refreshing) return
    setRefreshing(true)
    try {
      const table = await queryClient.fetchQuery(refreshDiagnosticsQuery(client, filters))
      queryClient.setQueryData(listDiagnosticsVersionsQuery(client, filters).queryKey, table)
      void queryClient.invalidateQueries({ queryKey: diagnosticsStatusKeys.all })
      void queryClient.invalidateQueries({
        queryKey: diagnosticsApplicationsStatusKeys.all,
      })
      notify.success('diagnosticsRefreshed')
    } catch (error) {
      notify.failure('diagnosticsRefreshError', error)
    } finally {
      setRefreshing(false)
    }
  }

  return (
    <div className={adminStyles.page}>
      <PageHeader
        title={t`Проверка системы`}
        lead={t`Версии приложений платформы и рекомендуемые для этого выпуска. Отличающаяся часть версии выделена.`}
      >
        <Button variant="secondary" onPress={refresh} isPending={refreshing}>
          {t`Проверить снова`}
        </Button>
        <ExportCsvButton
          fileName="diagnostics"
          columns={columns.csv}
          isDisabled={rows.length === 0}
          fetchPage={async (page) => {
            const data = await queryClient.fetchQuery(listDiagnosticsVersionsQuery(client, filters))
            // The table is not paged: the first page is all of it.
            const items = page === 1 ? data.versions : []
            return { items, total: data.versions.length }
          }}
        />
      </PageHeader>
      <search className={adminStyles.filters} aria-label={t`Фильтры проверки системы`}>
        <TextField
          type="search"
          label={t`Приложение`}
          description={t`Часть кода приложения`}
          value={application}
          onChange={setApplication}
          maxLength={limits.searchMaxLength}
        />
        <FilterSelect
          label={t`Состояние`}
          allLabel={t`Все состояния`}
          options={statuses}
          value={filters.status}
          onChange={(status) => list.setFilters({ status })}
        />
      </search>
      <Table
        aria-label={t`Версии приложений`}
        columns={columns.table}
        items={rows}
        totalCount={versions.data?.versions.length}
        isLoading={versions.isFetching}
        errorMessage={versions.isError ? i18n._(errorMessage(versions.error)) : undefined}
        onRetry={() => void versions.refetch()}
        height="page"
        emptyState={<EmptyState headingLevel={2} title={t`Приложений не найдено`} />}
      />
    </div>
  )
}
