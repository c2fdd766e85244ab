import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog, Dialog, type DialogProps } from '@platform/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { LeaveGuard } from '../profile/LeaveGuard'

/** What the form inside a guarded dialog uses. */
export interface DialogGuard {
  /** Tells the dialog whether the form holds unsaved changes. */
  setDirty: (dirty: boolean) => void
  /** Closes, asking first when there are unsaved changes (Cancel, Escape, the close button). */
  requestClose: () => void
  /** Closes without asking: after a successful save. */
  close: () => void
}

export interface GuardedDialogProps extends Pick<DialogProps, 'size'> {
  title: string
  isOpen: boolean
  /** `saved` is true when the form closed it after a successful save. */
  onClose: (saved: boolean) => void
  children: (guard: DialogGuard) => ReactNode
}

/**
 * A form dialog that never loses what was typed by accident: closing it with unsaved changes
 * asks first, and so does leaving the page while it is open.
 */
export function GuardedDialog({ title, isOpen, onClose, size, children }: GuardedDialogProps) {
  const { t } = useLingui()
  const [dirty, setDirty] = useState(false)
  const [asking, setAsking] = useState(false)
  useEffect(() => {
    if (!isOpen) setDirty(false)
  }, [isOpen])
  const close = (saved: boolean) => {
    setDirty(false)
    onClose(saved)
  }
  const requestClose = () => (dirty ? setAsking(true) : close(false))
  return (
    <>
      <Dialog
        title={title}
        size={size}
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) requestClose()
        }}
      >
        {children({ setDirty, requestClose, close: () => close(true) })}
      </Dialog>
      <ConfirmDialog
        isOpen={asking}
        title={t`Закрыть без сохранения?`}
        confirmLabel={t`Закрыть`}
        cancelLabel={t`Вернуться к форме`}
        variant="destructive"
        onConfirm={() => {
          setAsking(false)
          close(false)
        }}
        onCancel={() => setAsking(false)}
      >
        {t`Введённые данные не сохранены и будут потеряны.`}
      </ConfirmDialog>
      <LeaveGuard isDirty={isOpen && dirty} />
    </>
  )
}

/** Reports the form's unsaved changes to its guarded dialog. */
export function useReportDirty(guard: DialogGuard, dirty: boolean): void {
  const { setDirty } = guard
  useEffect(() => setDirty(dirty), [setDirty, dirty])
  // A form that goes away (an edit finished or cancelled) leaves nothing unsaved behind.
  useEffect(() => () => setDirty(false), [setDirty])
}
