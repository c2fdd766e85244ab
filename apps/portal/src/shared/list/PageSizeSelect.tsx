import { useLingui } from '@lingui/react/macro'
import { Select, SelectItem } from '@platform/ui'
import * as styles from './list.css'
import { pageSizes as defaultPageSizes } from './use-page-size'

export interface PageSizeSelectProps {
  pageSize: number
  onPageSizeChange: (pageSize: number) => void
  pageSizes?: readonly number[]
  /** @default «Строк на странице» */
  label?: string
}

/** The choice of rows per page; a person's own size that is not offered still shows as chosen. */
export function PageSizeSelect({
  pageSize,
  onPageSizeChange,
  pageSizes = defaultPageSizes,
  label,
}: PageSizeSelectProps) {
  const { t } = useLingui()
  const sizes = pageSizes.includes(pageSize)
    ? pageSizes
    : [...pageSizes, pageSize].sort((a, b) => a - b)
  return (
    <Select
      className={styles.pageSize}
      label={label ?? t`Строк на странице`}
      selectedKey={String(pageSize)}
      onSelectionChange={(key) => key !== null && onPageSizeChange(Number(key))}
      items={sizes.map((size) => ({ id: String(size), size }))}
    >
      {(item) => <SelectItem id={item.id}>{String(item.size)}</SelectItem>}
    </Select>
  )
}
