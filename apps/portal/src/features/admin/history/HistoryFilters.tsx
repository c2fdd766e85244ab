import { useLingui } from '@lingui/react/macro'
import { isValidIp, limits, messageText } from '@platform/forms'
import { Button, TextField } from '@platform/ui'
import { type FormEvent, useState } from 'react'
import { DateFilter, dateRangeError, ResetFiltersButton } from '../../../shared/list'
import type { changeHistorySearch } from '../log-searches'
import * as adminStyles from '../shared/admin.css'
import { entityName, historyEntityNames } from '../shared/entity-names'
import { FilterSelect } from '../shared/FilterSelect'
import { ChangerField } from './ChangerField'
import * as styles from './history.css'
import { useChangeTypes } from './useHistoryColumns'

const filterNames = [
  'search',
  'param',
  'dateFrom',
  'dateTo',
  'changer',
  'type',
  'entity',
  'subtype',
  'ip',
] as const

/** The filters of the history, as the address holds them. */
export type Filters = Pick<ReturnType<typeof changeHistorySearch>, (typeof filterNames)[number]>

/** The filters out of the address (which also holds the page, the sort and kept parameters). */
export const historyFilters = (search: Filters): Filters =>
  Object.fromEntries(filterNames.map((name) => [name, search[name]])) as Filters

const same = (a: Filters, b: Filters) => filterNames.every((name) => a[name] === b[name])

interface HistoryFiltersProps {
  filters: Filters
  onApply: (filters: Filters) => void
}

/**
 * The history's filters as one form: they apply together (one request, one entry of the
 * browser's history) on Enter or «Применить», and follow the address on Back. A malformed IP
 * address or a range that ends before it starts is said on its field and not sent.
 */
export function HistoryFilters({ filters, onApply }: HistoryFiltersProps) {
  const { t, i18n } = useLingui()
  const { types } = useChangeTypes()
  const [draft, setDraft] = useState(filters)
  const [shown, setShown] = useState(filters)
  const [checked, setChecked] = useState(false)
  if (!same(shown, filters)) {
    setShown(filters)
    setDraft(filters)
    setChecked(false)
  }
  const set = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }))
  const text = (value: string) => value.trim() || undefined

  const ipError = draft.ip && !isValidIp(draft.ip) ? 'errorIp' : undefined
  const rangeError = dateRangeError(draft.dateFrom, draft.dateTo)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (!ipError && !rangeError) onApply(draft)
  }

  const entities = Object.keys(historyEntityNames)
  if (draft.entity && !entities.includes(draft.entity)) entities.push(draft.entity)
  const entityOptions = entities
    .map((code) => ({ id: code, name: entityName(i18n, code) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.locale))
  const typeOptions = [
    ...types.map((type) => ({ id: type.code, name: type.title })),
    ...(draft.type && !types.some((type) => type.code === draft.type)
      ? [{ id: draft.type, name: draft.type }]
      : []),
  ]
  const anyFilter = filterNames.some((name) => filters[name] !== undefined)

  return (
    <search aria-label={t`Фильтры истории изменений`}>
      <form className={adminStyles.filters} onSubmit={submit} noValidate>
        <TextField
          type="search"
          label={t`Поиск`}
          description={t`Название записи, параметр или значение`}
          value={draft.search ?? ''}
          onChange={(value) => set({ search: text(value) })}
          maxLength={limits.searchMaxLength}
        />
        <TextField
          label={t`Параметр`}
          description={t`Точное имя, например comment`}
          value={draft.param ?? ''}
          onChange={(value) => set({ param: text(value) })}
          maxLength={limits.searchMaxLength}
        />
        <DateFilter
          label={t`С даты`}
          value={draft.dateFrom}
          onChange={(dateFrom) => set({ dateFrom })}
        />
        <DateFilter
          label={t`По дату`}
          value={draft.dateTo}
          onChange={(dateTo) => set({ dateTo })}
          errorMessage={checked && rangeError ? messageText(rangeError, i18n.locale) : undefined}
        />
        <ChangerField value={draft.changer} onChange={(changer) => set({ changer })} />
        <FilterSelect
          label={t`Изменение`}
          allLabel={t`Все изменения`}
          options={typeOptions}
          value={draft.type}
          onChange={(type) => set({ type })}
        />
        <FilterSelect
          label={t`Объект`}
          allLabel={t`Все объекты`}
          options={entityOptions}
          value={draft.entity}
          onChange={(entity) => set({ entity })}
        />
        <TextField
          label={t`Подвид`}
          description={t`Код: группа настроек, блок полей, тип документа`}
          value={draft.subtype ?? ''}
          onChange={(value) => set({ subtype: text(value) })}
          maxLength={limits.searchMaxLength}
        />
        <TextField
          label={t`IP-адрес`}
          value={draft.ip ?? ''}
          onChange={(value) => set({ ip: text(value) })}
          isInvalid={checked && Boolean(ipError)}
          errorMessage={checked && ipError ? messageText(ipError, i18n.locale) : undefined}
          maxLength={limits.ipAddressMaxLength}
        />
        <div className={styles.filterActions}>
          <Button type="submit">{t`Применить`}</Button>
          {anyFilter && <ResetFiltersButton names={filterNames} onReset={onApply} />}
        </div>
      </form>
    </search>
  )
}
