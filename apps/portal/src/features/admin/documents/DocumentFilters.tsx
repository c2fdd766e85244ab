import { useLingui } from '@lingui/react/macro'
import { type DocumentType, documentTypeValues, type Language } from '@platform/sdk'
import { Select, SelectItem } from '@platform/ui'
import * as styles from '../shared/filters.css'
import { SearchFilter } from '../shared/SearchFilter'
import { documentTypeTexts } from './texts'

interface DocumentFilterValues {
  search?: string
  locale?: string
  type?: DocumentType
}

interface DocumentFiltersProps {
  filters: DocumentFilterValues
  onChange: (patch: DocumentFilterValues) => void
  languages: readonly Language[] | undefined
}

const all = 'all'

/** The documents' filters: text, a language the document has a text in, and its type. */
export function DocumentFilters({ filters, onChange, languages }: DocumentFiltersProps) {
  const { t, i18n } = useLingui()
  const localeOptions = [
    { id: all, name: t`Все языки` },
    ...(languages ?? []).map((language) => ({ id: language.id, name: language.name })),
  ]
  const typeOptions = [
    { id: all, name: t`Все типы` },
    ...documentTypeValues.map((type) => ({ id: type, name: i18n._(documentTypeTexts[type]) })),
  ]
  return (
    <div className={styles.filters}>
      <SearchFilter
        label={t`Название или код`}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <Select
        className={styles.filter}
        label={t`Язык`}
        items={localeOptions}
        isLoading={!languages}
        selectedKey={filters.locale ?? all}
        onSelectionChange={(key) => onChange({ locale: key === all ? undefined : String(key) })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select
        className={styles.filter}
        label={t`Тип`}
        items={typeOptions}
        selectedKey={filters.type ?? all}
        onSelectionChange={(key) =>
          onChange({ type: key === all ? undefined : (key as DocumentType) })
        }
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </div>
  )
}
