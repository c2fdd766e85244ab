import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useRef, useState } from 'react'
import type { ModalOverlayProps } from 'react-aria-components'
import { Button } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import { message as messageClass } from './ConfirmDialog.css'

export interface ConfirmDialogProps
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The question, e.g. «Отключить домен?». */
  title: string
  /** What happens if the person confirms. */
  children: ReactNode
  /** @default 'Подтвердить' */
  confirmLabel?: string
  /** @default 'Отмена' */
  cancelLabel?: string
  /** `destructive` paints the confirm button as dangerous. @default 'default' */
  variant?: 'default' | 'destructive'
  /** Shows the confirm button as busy and keeps the dialog open, e.g. while a request runs. */
  isPending?: boolean
  /**
   * Called on confirm. When it returns a promise the dialog stays open and busy until it
   * settles, then closes if it resolved; on rejection it stays open so the host can show why.
   */
  onConfirm: () => unknown
  /**
   * Called when the person cancels: the Cancel button, and Escape when `isOpen` is controlled.
   */
  onCancel?: () => void
}

/**
 * Asks before an action takes effect: every toggle that needs confirmation uses it. An
 * `alertdialog` named by its title and described by its text; focus starts on Cancel, the
 * safe choice, and cannot leave while the dialog is open.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  isPending = false,
  onConfirm,
  onCancel,
  isOpen,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  const messageId = useId()
  const [isConfirming, setConfirming] = useState(false)
  // Set just before a button closes the dialog, so the close is reported once, as what it was.
  const handled = useRef(false)
  const isBusy = isPending || isConfirming

  const cancel = (close: () => void) => {
    handled.current = true
    onCancel?.()
    close()
  }

  const confirm = async (close: () => void) => {
    const closeConfirmed = () => {
      handled.current = true
      close()
    }
    const result = onConfirm()
    if (!(result instanceof Promise)) {
      closeConfirmed()
      return
    }
    setConfirming(true)
    try {
      await result
      closeConfirmed()
    } catch {
      // The host shows the failure; the dialog stays open so the person can retry or cancel.
    } finally {
      setConfirming(false)
    }
  }

  const changeOpen = (open: boolean) => {
    if (!open && !handled.current) onCancel?.()
    handled.current = false
    onOpenChange?.(open)
  }

  return (
    <Dialog
      role="alertdialog"
      aria-describedby={messageId}
      title={title}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={isBusy}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={changeOpen}
      actions={(close) => (
        <>
          <Button variant="secondary" autoFocus isDisabled={isBusy} onPress={() => cancel(close)}>
            {cancelLabel ?? t`Отмена`}
          </Button>
          <Button
            variant={variant === 'destructive' ? 'danger' : 'primary'}
            isPending={isBusy}
            onPress={() => confirm(close)}
          >
            {confirmLabel ?? t`Подтвердить`}
          </Button>
        </>
      )}
    >
      <div id={messageId} className={messageClass}>
        {children}
      </div>
    </Dialog>
  )
}
