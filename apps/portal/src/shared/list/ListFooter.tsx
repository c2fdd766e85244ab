import { useLingui } from '@lingui/react/macro'
import { Pagination } from '@platform/ui'
import * as styles from './list.css'
import { PageSizeSelect } from './PageSizeSelect'

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
  pageSizes,
}: ListFooterProps) {
  const { t } = useLingui()
  if (!total) return null
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
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
      <PageSizeSelect
        pageSize={pageSize}
        onPageSizeChange={onPageSizeChange}
        pageSizes={pageSizes}
      />
    </div>
  )
}
