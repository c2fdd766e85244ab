import { useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import * as styles from './list.css'
import { PageSizeSelect } from './PageSizeSelect'

export interface LoadMoreFooterProps {
  /** Rows shown so far. */
  loaded: number
  total: number | undefined
  hasMore: boolean
  isLoadingMore: boolean
  onLoadMore: () => void
  /** Rows each load adds: the person's page size. */
  pageSize: number
  onPageSizeChange: (pageSize: number) => void
}

/**
 * Under a list read as one long scroll: how much of it is shown, a button for the next rows
 * (what scrolling does by itself, for the keyboard and screen readers), and the rows each load
 * adds.
 */
export function LoadMoreFooter({
  loaded,
  total,
  hasMore,
  isLoadingMore,
  onLoadMore,
  pageSize,
  onPageSizeChange,
}: LoadMoreFooterProps) {
  const { t } = useLingui()
  if (!total) return null
  return (
    <div className={styles.footer}>
      <div className={styles.loadMore}>
        <span role="status">{t`Показано ${loaded} из ${total}`}</span>
        {hasMore && (
          <Button variant="secondary" onPress={onLoadMore} isPending={isLoadingMore}>
            {t`Показать ещё`}
          </Button>
        )}
      </div>
      <PageSizeSelect
        pageSize={pageSize}
        onPageSizeChange={onPageSizeChange}
        label={t`Строк за один раз`}
      />
    </div>
  )
}
