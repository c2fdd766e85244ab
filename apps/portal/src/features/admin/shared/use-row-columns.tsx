import { useLingui } from '@lingui/react/macro'
import type { TableColumn } from '@platform/ui'
import { ActiveToggle } from './ActiveToggle'
import { columnWidths } from './column-widths'
import { RowActions } from './RowActions'
import type { AdminSnackbar } from './snackbars'
import { useNotified } from './use-notified'

interface ToggleColumnOptions<T> {
  id: string
  title: string
  /** The switch's visible label (enabled, visible). */
  label: string
  isActive: (item: T) => boolean
  /** The confirmation's question for the row, switching on or off. */
  question: (item: T, name: string) => string
  /** What switching does, under the question. */
  explanation: (item: T) => string
  /** Sends the opposite of the row's value. */
  toggle: (item: T) => Promise<unknown>
  keys: { on: AdminSnackbar; off: AdminSnackbar; error: AdminSnackbar }
}

interface ActionsColumnOptions<T> {
  onEdit: (item: T) => void
  onDelete: (item: T) => void
  /** Whether a row may be deleted now (the last domain may not). @default every row */
  canDelete?: (item: T) => boolean
  /** A menu instead of two buttons, for tables with many columns. @default false */
  asMenu?: boolean
}

/**
 * The columns every administration table ends with: a switch that asks first and sends the
 * opposite value with its snackbars, and the row's edit and delete actions.
 */
export function useRowColumns<T>(nameOf: (item: T) => string) {
  const { t } = useLingui()
  const notified = useNotified()
  return {
    toggle: (options: ToggleColumnOptions<T>): TableColumn<T> => ({
      id: options.id,
      title: options.title,
      allowsSorting: true,
      width: columnWidths.toggle,
      cell: (item) => {
        const name = nameOf(item)
        const isActive = options.isActive(item)
        return (
          <ActiveToggle
            name={name}
            label={options.label}
            isActive={isActive}
            confirmTitle={options.question(item, name)}
            onConfirm={() =>
              notified(
                options.toggle(item),
                isActive ? options.keys.off : options.keys.on,
                options.keys.error,
              )
            }
          >
            {options.explanation(item)}
          </ActiveToggle>
        )
      },
    }),
    actions: ({
      onEdit,
      onDelete,
      canDelete = () => true,
      asMenu = false,
    }: ActionsColumnOptions<T>): TableColumn<T> => ({
      id: 'actions',
      title: t`Действия`,
      align: 'end',
      width: asMenu ? columnWidths.actionsMenu : columnWidths.actions,
      cell: (item) => (
        <RowActions
          name={nameOf(item)}
          asMenu={asMenu}
          onEdit={() => onEdit(item)}
          onDelete={canDelete(item) ? () => onDelete(item) : undefined}
        />
      ),
    }),
  }
}
