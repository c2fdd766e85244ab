import { useLingui } from '@lingui/react/macro'
import { type ApplicationType, applicationTypeValues } from '@platform/sdk'
import { Select, SelectItem } from '@platform/ui'
import { type ListState, ResetFiltersButton } from '../../../shared/list'
import { EnabledFilter } from '../shared/EnabledFilter'
import * as styles from '../shared/filters.css'
import { SearchFilter } from '../shared/SearchFilter'
import type { ApplicationsSearch } from './search'
import { applicationTypeNames } from './texts'

interface ApplicationsFiltersProps {
  search: ApplicationsSearch
  list: ListState
}

const sortColumns = ['order', 'name', 'code', 'type', 'enabled'] as const

/** Search, type, state and order of the applications list, all kept in the address. */
export function ApplicationsFilters({ search, list }: ApplicationsFiltersProps) {
  const { t, i18n } = useLingui()
  const types = [
    { id: 'all', name: t`Все типы` },
    ...applicationTypeValues.map((type) => ({
      id: type,
      name: i18n._(applicationTypeNames[type]),
    })),
  ]
  const sorts: Record<(typeof sortColumns)[number], string> = {
    order: t`По порядку`,
    name: t`По названию`,
    code: t`По коду`,
    type: t`По типу`,
    enabled: t`Сначала отключённые`,
  }
  const filtered = Boolean(search.search || search.type || search.enabled !== undefined)
  return (
    <div className={styles.filters}>
      <SearchFilter
        label={t`Поиск по названию и коду`}
        value={search.search}
        onSearch={(value) => list.setFilters({ search: value })}
      />
      <div className={styles.filter}>
        <Select
          label={t`Тип`}
          items={types}
          selectedKey={search.type ?? 'all'}
          onSelectionChange={(key) =>
            list.setFilters({ type: key === 'all' ? undefined : (key as ApplicationType) })
          }
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      <div className={styles.filter}>
        <EnabledFilter
          value={search.enabled}
          onChange={(enabled) => list.setFilters({ enabled })}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={t`Сортировка`}
          items={sortColumns.map((column) => ({ id: column, name: sorts[column] }))}
          selectedKey={list.sort?.column ?? 'order'}
          onSelectionChange={(key) =>
            list.onSortChange({ column: String(key), direction: 'ascending' })
          }
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      {filtered && (
        <ResetFiltersButton
          className={styles.submit}
          names={['search', 'type', 'enabled']}
          onReset={list.setFilters}
        />
      )}
    </div>
  )
}
