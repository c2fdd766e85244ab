import { useLingui } from '@lingui/react/macro'
import { Pagination, Select, SelectItem } from '@platform/ui'
import * as styles from './list.css'
import { pageSizes as defaultPageSizes } from './use-page-size'

export interface ListFooterProps {
  total: number | undefined
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  onPageSizeChange: (pageSize: number) => void
  /** Names the pager landmark, e.g. the list's title. */
  label: string
  pageSizes?: readonly number[]
}

/** Under a list: the pages and the choice of rows per page (the total is in the Table). */
export function ListFooter({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  label,
  pageSizes = defaultPageSizes,
}: ListFooterProps) {
  const { t } = useLingui()
  if (!total) return null
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  // A person's own size that is not offered (set elsewhere) still shows as chosen.
  const sizes = pageSizes.includes(pageSize)
    ? pageSizes
    : [...pageSizes, pageSize].sort((a, b) => a - b)
  return (
    <div className={styles.footer}>
      {pageCount > 1 ? (
        <Pagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={onPageChange}
          aria-label={t`Страницы: ${label}`}
        />
      ) : (
        <span />
      )}
      <Select
        className={styles.pageSize}
        label={t`Строк на странице`}
        selectedKey={String(pageSize)}
        onSelectionChange={(key) => key !== null && onPageSizeChange(Number(key))}
        items={sizes.map((size) => ({ id: String(size), size }))}
      >
        {(item) => <SelectItem id={item.id}>{String(item.size)}</SelectItem>}
      </Select>
    </div>
  )
}
