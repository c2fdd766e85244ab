import { useLingui } from '@lingui/react/macro'
import { messageText } from '@platform/forms'
import type { IntegrationRecordStatus, SyncEntity } from '@platform/sdk'
import { DateFilter, dateRangeError, ResetFiltersButton } from '../../../shared/list'
import * as adminStyles from '../shared/admin.css'
import { FilterSelect } from '../shared/FilterSelect'
import * as styles from './integration.css'
import { KeyField } from './KeyField'

export type LogFilterValues = {
  createdFrom?: string
  createdTo?: string
  updatedFrom?: string
  updatedTo?: string
  key?: SyncEntity
  status?: IntegrationRecordStatus
}

interface LogFiltersProps {
  filters: LogFilterValues
  onChange: (patch: LogFilterValues) => void
}

/** Ranges of days that end before they start: said on their «to» field, and not sent. */
export function logRangeErrors(filters: LogFilterValues) {
  return {
    created: dateRangeError(filters.createdFrom, filters.createdTo),
    updated: dateRangeError(filters.updatedFrom, filters.updatedTo),
  }
}

/** The integration log's filters, each applied as it changes. */
export function LogFilters({ filters, onChange }: LogFiltersProps) {
  const { t, i18n } = useLingui()
  const errors = logRangeErrors(filters)
  const statuses = [
    { id: 'wait', name: t`Ожидает ответа` },
    { id: 'success', name: t`Успешно` },
    { id: 'error', name: t`Ошибка` },
  ] as const
  const filtered = Object.values(filters).some((value) => value !== undefined)
  return (
    <search className={adminStyles.filters} aria-label={t`Фильтры журнала интеграции`}>
      <DateFilter
        label={t`Создан с`}
        value={filters.createdFrom}
        onChange={(createdFrom) => onChange({ createdFrom })}
      />
      <DateFilter
        label={t`Создан по`}
        value={filters.createdTo}
        onChange={(createdTo) => onChange({ createdTo })}
        errorMessage={errors.created ? messageText(errors.created, i18n.locale) : undefined}
      />
      <DateFilter
        label={t`Изменён с`}
        value={filters.updatedFrom}
        onChange={(updatedFrom) => onChange({ updatedFrom })}
      />
      <DateFilter
        label={t`Изменён по`}
        value={filters.updatedTo}
        onChange={(updatedTo) => onChange({ updatedTo })}
        errorMessage={errors.updated ? messageText(errors.updated, i18n.locale) : undefined}
      />
      <KeyField value={filters.key} onChange={(key) => onChange({ key })} />
      <FilterSelect
        label={t`Состояние`}
        allLabel={t`Все состояния`}
        options={statuses}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      {filtered && (
        <ResetFiltersButton
          className={styles.reset}
          names={['createdFrom', 'createdTo', 'updatedFrom', 'updatedTo', 'key', 'status']}
          onReset={onChange}
        />
      )}
    </search>
  )
}
