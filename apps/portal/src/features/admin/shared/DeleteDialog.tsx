import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '@platform/ui'
import type { ReactNode } from 'react'

interface DeleteDialogProps {
  /** The question naming what is deleted: «Удалить тип устройства «Смартфон»?». */
  title: string
  /** What else goes with it, if anything. */
  children: ReactNode
  /** Deletes; the dialog stays open and busy until it settles, and stays open on failure. */
  onConfirm: () => Promise<unknown>
  onClose: () => void
}

/** Delete after a confirmation that names what is deleted. */
export function DeleteDialog({ title, children, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      confirmLabel={t`Удалить`}
      variant="destructive"
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  )
}
