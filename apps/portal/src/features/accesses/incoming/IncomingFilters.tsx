import { useLingui } from '@lingui/react/macro'
import { limits, messageText } from '@platform/forms'
import { Select, SelectItem, TextField } from '@platform/ui'
import { DateFilter, ResetFiltersButton } from '../../../shared/list'
import { useSearchText } from '../../../shared/useSearchText'
import { statusTexts } from '../RequestStatusBadge'
import * as styles from './incoming.css'
import { type AccessRequestsSearch, requestStatuses } from './search'

type Filters = Pick<AccessRequestsSearch, 'status' | 'search' | 'dateFrom' | 'dateTo'>

export interface IncomingFiltersProps {
  filters: Filters
  onChange: (patch: Partial<Filters>, options?: { replace?: boolean }) => void
}

/** Both ends are whole days, both included: a one-day range is from = to. */
export const isDateRangeReversed = ({ dateFrom, dateTo }: Filters) =>
  Boolean(dateFrom && dateTo && dateTo < dateFrom)

/**
 * The incoming list's filters. Each one changes the address; the search is sent once typing
 * pauses and replaces the history entry, so Back does not step through every letter.
 */
export function IncomingFilters({ filters, onChange }: IncomingFiltersProps) {
  const { t, i18n } = useLingui()
  const [text, setText] = useSearchText(filters.search, (search) =>
    onChange({ search }, { replace: true }),
  )
  const statuses = [
    { id: 'all', name: t`Все статусы` },
    ...requestStatuses.map((status) => ({ id: status, name: i18n._(statusTexts[status]) })),
  ]
  const filtered = Boolean(filters.status || filters.search || filters.dateFrom || filters.dateTo)
  return (
    <search className={styles.filters} aria-label={t`Фильтры входящих заявок`}>
      <TextField
        type="search"
        label={t`Поиск`}
        description={t`Заявитель, почта, телефон, компания или ИНН`}
        value={text}
        onChange={setText}
        maxLength={limits.searchMaxLength}
      />
      <Select
        label={t`Статус`}
        items={statuses}
        selectedKey={filters.status ?? 'all'}
        onSelectionChange={(key) =>
          onChange({ status: key === 'all' ? undefined : (key as Filters['status']) })
        }
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <DateFilter
        label={t`Дата заявки с`}
        value={filters.dateFrom}
        onChange={(dateFrom) => onChange({ dateFrom })}
      />
      <DateFilter
        label={t`по`}
        value={filters.dateTo}
        onChange={(dateTo) => onChange({ dateTo })}
        errorMessage={
          isDateRangeReversed(filters) ? messageText('errorDateOrder', i18n.locale) : undefined
        }
      />
      {filtered && (
        <ResetFiltersButton
          className={styles.reset}
          names={['status', 'search', 'dateFrom', 'dateTo']}
          onReset={onChange}
        />
      )}
    </search>
  )
}
