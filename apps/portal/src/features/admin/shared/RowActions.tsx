import { useLingui } from '@lingui/react/macro'
import { Button, Menu, MenuItem, MenuTrigger } from '@platform/ui'
import * as styles from './admin.css'

interface RowActionsProps {
  /** What the row is called: the buttons say whose they are to screen readers. */
  name: string
  onEdit: () => void
  /** No delete button without it (e.g. the last domain). */
  onDelete?: () => void
  /** Read-only rows open their details instead. @default false */
  isReadOnly?: boolean
  /** One «⋯» button opening a menu of the actions, for tables with many columns. @default false */
  asMenu?: boolean
}

/** The edit and delete buttons of a table row. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  isReadOnly = false,
  asMenu = false,
}: RowActionsProps) {
  const { t } = useLingui()
  const editLabel = isReadOnly ? t`Открыть` : t`Изменить`
  if (asMenu) {
    return (
      <MenuTrigger>
        <Button variant="quiet" aria-label={t`Действия с «${name}»`}>
          ⋯
        </Button>
        <Menu onAction={(key) => (key === 'delete' ? onDelete?.() : onEdit())}>
          <MenuItem id="edit">{editLabel}</MenuItem>
          {onDelete && (
            <MenuItem id="delete" variant="danger">
              {t`Удалить`}
            </MenuItem>
          )}
        </Menu>
      </MenuTrigger>
    )
  }
  return (
    <span className={styles.row}>
      <Button
        variant="quiet"
        aria-label={isReadOnly ? t`Открыть «${name}»` : t`Изменить «${name}»`}
        onPress={onEdit}
      >
        {editLabel}
      </Button>
      {onDelete && (
        <Button variant="quiet" aria-label={t`Удалить «${name}»`} onPress={onDelete}>
          {t`Удалить`}
        </Button>
      )}
    </span>
  )
}
