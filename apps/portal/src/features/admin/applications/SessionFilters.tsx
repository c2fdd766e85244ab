import { useLingui } from '@lingui/react/macro'
import { limits, messageText, validateDateOrder } from '@platform/forms'
import { TextField } from '@platform/ui'
import { DateFilter, ResetFiltersButton } from '../../../shared/list'
import { useSearchText } from '../../../shared/useSearchText'
import * as styles from '../shared/filters.css'

interface Filters {
  search?: string
  startDate?: string
  dateFrom?: string
  dateTo?: string
}

/** A period that ends before it starts; one day (from = to) is a period too. */
export function sessionFilterError({ dateFrom, dateTo }: Filters) {
  return dateFrom && dateTo && dateFrom !== dateTo ? validateDateOrder(dateFrom, dateTo) : undefined
}

interface SessionFiltersProps {
  filters: Filters
  /** Changes filters by their names in the address. */
  onChange: (patch: Record<string, string | undefined>, options?: { replace?: boolean }) => void
}

/**
 * The filters of the sessions table: a search applied once typing pauses, the day sessions
 * started, and a period. They sit inside the application's form, so Enter in the search does
 * not save the form.
 */
export function SessionFilters({ filters, onChange }: SessionFiltersProps) {
  const { t, i18n } = useLingui()
  const [text, setText] = useSearchText(filters.search, (sessionSearch) =>
    onChange({ sessionSearch }, { replace: true }),
  )
  const error = sessionFilterError(filters)
  const isFiltered = Boolean(
    filters.search || filters.startDate || filters.dateFrom || filters.dateTo,
  )
  return (
    <search className={styles.filters} aria-label={t`Фильтры сеансов`}>
      <div className={styles.filter}>
        <TextField
          type="search"
          label={t`Поиск сеансов`}
          value={text}
          onChange={setText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault()
          }}
          maxLength={limits.searchMaxLength}
        />
      </div>
      <div className={styles.filter}>
        <DateFilter
          label={t`Начало сеанса`}
          value={filters.startDate}
          onChange={(startDate) => onChange({ startDate })}
        />
      </div>
      <div className={styles.group}>
        <div className={styles.filter}>
          <DateFilter
            label={t`Период с`}
            value={filters.dateFrom}
            onChange={(dateFrom) => onChange({ dateFrom })}
          />
        </div>
        <div className={styles.filter}>
          <DateFilter
            label={t`Период по`}
            value={filters.dateTo}
            onChange={(dateTo) => onChange({ dateTo })}
            errorMessage={error ? messageText(error, i18n.locale) : undefined}
          />
        </div>
      </div>
      {isFiltered && (
        <ResetFiltersButton
          className={styles.submit}
          names={['sessionSearch', 'startDate', 'dateFrom', 'dateTo']}
          onReset={onChange}
        />
      )}
    </search>
  )
}
