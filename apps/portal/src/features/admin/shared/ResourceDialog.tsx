import { FormDialog, type FormDialogProps } from '@platform/ui'
import { UnsavedChangesGuard } from './UnsavedChangesGuard'

export interface ResourceDialogProps extends FormDialogProps {
  /** The search parameter that opens this dialog, when the address does (see the guard). */
  searchKey?: string
}

/**
 * The create/edit dialog of an administration screen: the kit's FormDialog (asks before
 * closing with changes, skips a submit while pending) and, while it holds changes, the guard
 * that asks before leaving the page.
 */
export function ResourceDialog({ searchKey, ...props }: ResourceDialogProps) {
  return (
    <>
      <FormDialog {...props} />
      <UnsavedChangesGuard when={props.isDirty && !props.isPending} searchKey={searchKey} />
    </>
  )
}
