import { useLingui } from '@lingui/react/macro'
import { limits } from '@platform/forms'
import type { HealthStatus } from '@platform/sdk'
import { listMonitoringApplicationsQuery } from '@platform/sdk/query'
import { MultiSelect, MultiSelectItem, TextField } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { useSearchText } from '../../../shared/useSearchText'
import * as adminStyles from '../shared/admin.css'
import { FilterSelect } from '../shared/FilterSelect'

type MonitoringFilterValues = {
  applications?: string[]
  status?: HealthStatus
  key?: string
}

interface MonitoringFiltersProps {
  filters: MonitoringFilterValues
  onChange: (patch: MonitoringFilterValues, options?: { replace?: boolean }) => void
}

/**
 * The monitoring's filters, each applied as it changes: applications (several), state, and
 * part of the key, sent once typing pauses without a history entry per letter.
 */
export function MonitoringFilters({ filters, onChange }: MonitoringFiltersProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const applications = useQuery(listMonitoringApplicationsQuery(client))
  const [key, setKey] = useSearchText(filters.key, (next) =>
    onChange({ key: next }, { replace: true }),
  )
  const statuses = [
    { id: 'up', name: t`Работает` },
    { id: 'down', name: t`Не работает` },
  ] as const
  return (
    <search className={adminStyles.filters} aria-label={t`Фильтры мониторинга`}>
      <MultiSelect
        label={t`Приложения`}
        items={applications.data?.applications ?? []}
        value={filters.applications ?? []}
        onChange={(keys) => onChange({ applications: keys.length ? keys.map(String) : undefined })}
        isLoading={applications.isFetching}
        placeholder={t`Все приложения`}
      >
        {(application) => (
          <MultiSelectItem id={application.code} textValue={application.title}>
            {application.title}
          </MultiSelectItem>
        )}
      </MultiSelect>
      <FilterSelect
        label={t`Состояние`}
        allLabel={t`Все состояния`}
        options={statuses}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <TextField
        type="search"
        label={t`Ключ проверки`}
        description={t`Часть ключа, например sync`}
        value={key}
        onChange={setKey}
        maxLength={limits.searchMaxLength}
      />
    </search>
  )
}
