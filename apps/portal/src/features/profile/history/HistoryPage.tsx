import { useLingui } from '@lingui/react/macro'
import { messageText } from '@platform/forms'
import type { ProfileHistoryRow } from '@platform/sdk'
import { listProfileHistoryQuery } from '@platform/sdk/query'
import { Accordion, Button, EmptyState, Skeleton } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { formatDateTime } from '../../../i18n/format'
import { usePlatform } from '../../../platform/hooks'
import {
  DateFilter,
  dateRangeError,
  ExportCsvButton,
  PagedFooter,
  Total,
  useListState,
  useLogFailure,
} from '../../../shared/list'
import { AreaPage } from '../area/AreaPage'
import * as areaStyles from '../area/AreaPage.css'
import { LoadFailure } from '../area/LoadFailure'
import { HistoryEntry } from './HistoryEntry'
import * as styles from './HistoryPage.css'
import { useChangeType } from './useChangeType'

const route = getRouteApi('/profile/profile/history')

/**
 * Route UserProfileHistory (`/profile/history`): the changes of the person's account, newest
 * first, filtered by days; each row expands to the fields that changed.
 */
export function HistoryPage() {
  const { t, i18n } = useLingui()
  const { client, queryClient } = usePlatform()
  const typeOf = useChangeType()
  const search = route.useSearch()
  const list = useListState(search, {
    defaultSort: { column: 'date', direction: 'descending' },
    sortColumns: ['date', 'changer', 'type', 'ip'],
  })
  const orderError = dateRangeError(search.dateFrom, search.dateTo)
  const filters = { dateFrom: search.dateFrom, dateTo: search.dateTo }
  const query = useQuery({
    ...listProfileHistoryQuery(client, { ...list.query, ...filters }),
    enabled: !orderError,
  })
  useLogFailure('the profile history', query.error)
  const total = query.data?.meta.total
  const filtered = Boolean(search.dateFrom || search.dateTo)

  return (
    <AreaPage
      title={t`История изменений`}
      lead={t`Кто, когда и откуда менял данные вашей учётной записи.`}
      actions={
        <ExportCsvButton
          fileName="profile-history"
          isDisabled={!total || Boolean(orderError)}
          columns={[
            {
              header: t`Дата`,
              value: (row: ProfileHistoryRow) => formatDateTime(row.date, i18n.locale),
            },
            { header: t`Изменение`, value: (row: ProfileHistoryRow) => typeOf(row.type) },
            { header: t`Кто изменил`, value: (row: ProfileHistoryRow) => row.changer },
            { header: t`IP-адрес`, value: (row: ProfileHistoryRow) => row.ip },
            {
              header: t`Что изменилось`,
              value: (row: ProfileHistoryRow) =>
                row.changes
                  .map(
                    (change) => `${change.title}: ${change.before ?? '—'} → ${change.after ?? '—'}`,
                  )
                  .join('; '),
            },
          ]}
          fetchPage={async (page, limit) => {
            const answer = await queryClient.fetchQuery(
              listProfileHistoryQuery(client, { ...list.query, ...filters, page, limit }),
            )
            return { items: answer.history, total: answer.meta.total }
          }}
        />
      }
    >
      <search aria-label={t`Фильтр по датам`} className={styles.filters}>
        <DateFilter
          label={t`С даты`}
          value={search.dateFrom}
          onChange={(dateFrom) => list.setFilters({ dateFrom })}
        />
        <DateFilter
          label={t`По дату`}
          value={search.dateTo}
          onChange={(dateTo) => list.setFilters({ dateTo })}
          errorMessage={orderError ? messageText(orderError, i18n.locale) : undefined}
        />
      </search>
      {orderError ? null : query.isPending ? (
        <div className={areaStyles.stack} aria-busy="true">
          <Skeleton lines={6} />
        </div>
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <EmptyState
          headingLevel={2}
          title={filtered ? t`За эти дни изменений нет` : t`Изменений пока нет`}
          description={
            filtered
              ? t`Выберите другие даты или сбросьте фильтр.`
              : t`Когда вы или администратор измените данные учётной записи, это появится здесь.`
          }
          action={
            filtered ? (
              <Button
                variant="secondary"
                onPress={() => list.setFilters({ dateFrom: undefined, dateTo: undefined })}
              >
                {t`Сбросить фильтр`}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className={areaStyles.stack} aria-busy={query.isFetching || undefined}>
          {total !== undefined && <Total total={total} />}
          <Accordion allowsMultipleExpanded>
            {query.data.history.map((row) => (
              <HistoryEntry key={row.id} row={row} />
            ))}
          </Accordion>
          <PagedFooter list={list} total={total} label={t`История изменений`} />
        </div>
      )}
    </AreaPage>
  )
}
