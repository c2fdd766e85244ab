import type { ReactNode } from 'react'
import { DeleteDialog } from './DeleteDialog'
import { type ResourcePrefix, resourceSnackbars } from './resource-snackbars'
import { useNotified } from './use-notified'

interface DeleteResourceDialogProps {
  /** The question naming what is deleted. */
  title: string
  children: ReactNode
  /** Whose snackbars tell the outcome: `banners` shows `bannersDeleted` or `bannersDeleteError`. */
  snackbars: ResourcePrefix
  /** Deletes; the dialog stays open on failure. */
  remove: () => Promise<unknown>
  onClose: () => void
}

/** Delete after a confirmation, with the resource's snackbar of the outcome. */
export function DeleteResourceDialog({
  title,
  children,
  snackbars,
  remove,
  onClose,
}: DeleteResourceDialogProps) {
  const notified = useNotified()
  const keys = resourceSnackbars(snackbars)
  return (
    <DeleteDialog
      title={title}
      onClose={onClose}
      onConfirm={() => notified(remove(), keys.deleted, keys.deleteError)}
    >
      {children}
    </DeleteDialog>
  )
}
