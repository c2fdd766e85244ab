import { useLingui } from '@lingui/react/macro'
import { messageText } from '@platform/forms'
import { DateFilter } from '../../../shared/list'
import { isDateRangeReversed } from '../../accesses/incoming/IncomingFilters'
import * as styles from '../shared/filters.css'
import { SearchFilter } from '../shared/SearchFilter'

interface SubnetFilterValues {
  search?: string
  dateFrom?: string
  dateTo?: string
}

interface SubnetFiltersProps {
  filters: SubnetFilterValues
  onChange: (patch: SubnetFilterValues) => void
}

/** The list's filters: text, and the days the entries are valid on (both days included). */
export function SubnetFilters({ filters, onChange }: SubnetFiltersProps) {
  const { t, i18n } = useLingui()
  return (
    <div className={styles.filters}>
      <SearchFilter
        label={t`Адрес, псевдоним или комментарий`}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <search aria-label={t`Период действия`} className={styles.group}>
        <div className={styles.filter}>
          <DateFilter
            label={t`Действует с`}
            value={filters.dateFrom}
            onChange={(dateFrom) => onChange({ dateFrom })}
          />
        </div>
        <div className={styles.filter}>
          <DateFilter
            label={t`Действует по`}
            value={filters.dateTo}
            onChange={(dateTo) => onChange({ dateTo })}
            errorMessage={
              isDateRangeReversed(filters) ? messageText('errorDateOrder', i18n.locale) : undefined
            }
          />
        </div>
      </search>
    </div>
  )
}
