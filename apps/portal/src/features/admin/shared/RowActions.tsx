import { useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import * as styles from './admin.css'

interface RowActionsProps {
  /** What the row is called: the buttons say whose they are to screen readers. */
  name: string
  onEdit: () => void
  /** No delete button without it (e.g. the last domain). */
  onDelete?: () => void
  /** Read-only rows open their details instead. @default false */
  isReadOnly?: boolean
}

/** The edit and delete buttons of a table row. */
export function RowActions({ name, onEdit, onDelete, isReadOnly = false }: RowActionsProps) {
  const { t } = useLingui()
  return (
    <span className={styles.row}>
      <Button
        variant="quiet"
        aria-label={isReadOnly ? t`Открыть «${name}»` : t`Изменить «${name}»`}
        onPress={onEdit}
      >
        {isReadOnly ? t`Открыть` : t`Изменить`}
      </Button>
      {onDelete && (
        <Button variant="quiet" aria-label={t`Удалить «${name}»`} onPress={onDelete}>
          {t`Удалить`}
        </Button>
      )}
    </span>
  )
}
