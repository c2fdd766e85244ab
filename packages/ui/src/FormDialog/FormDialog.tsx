import { useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, type Ref, useId, useState } from 'react'
import { Button } from '../Button/Button'
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog'
import { Dialog, type DialogProps } from '../Dialog/Dialog'
import { form as formClass } from './FormDialog.css'

export interface FormDialogProps {
  /** The visible heading; it also names the dialog. */
  title: string
  /** The fields. */
  children: ReactNode
  /** The form holds changes not saved yet: closing it asks first. */
  isDirty: boolean
  /** A save is running: the submit button is busy, and a second submit is skipped. */
  isPending: boolean
  /** Called on submit (the button or Enter in a field), never while `isPending`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** Called when the dialog may close: unchanged, or the person chose to drop the changes. */
  onClose: () => void
  /** @default 'Сохранить' */
  submitLabel?: string
  /** Details only: a single Close button, no submit. @default false */
  isReadOnly?: boolean
  /** @default 'md' */
  size?: DialogProps['size']
  /** The form element, e.g. to move focus to its first invalid field. */
  formRef?: Ref<HTMLFormElement>
}

/**
 * The create and edit dialog of an administration screen. Escape, the close button, a click
 * outside and Cancel all ask before dropping unsaved changes; focus goes back to the trigger
 * when it closes; a submit while the previous one runs is skipped.
 */
export function FormDialog({
  title,
  children,
  isDirty,
  isPending,
  onSubmit,
  onClose,
  submitLabel,
  isReadOnly = false,
  size = 'md',
  formRef,
}: FormDialogProps) {
  const { t } = useLingui()
  const formId = useId()
  const [asking, setAsking] = useState(false)

  const requestClose = () => {
    if (isPending) return
    if (isDirty && !isReadOnly) setAsking(true)
    else onClose()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // A dialog opened from this one has its own form in a portal, whose submit still bubbles
    // through React's tree to this form: only this form's own submit is this dialog's.
    if (event.target !== event.currentTarget) return
    event.preventDefault()
    if (isPending || isReadOnly) return
    onSubmit(event)
  }

  return (
    <Dialog
      isOpen
      size={size}
      title={title}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => !open && requestClose()}
      actions={
        isReadOnly ? (
          <Button onPress={requestClose}>{t`Закрыть`}</Button>
        ) : (
          <>
            <Button variant="secondary" isDisabled={isPending} onPress={requestClose}>
              {t`Отмена`}
            </Button>
            <Button type="submit" form={formId} isPending={isPending}>
              {submitLabel ?? t`Сохранить`}
            </Button>
          </>
        )
      }
    >
      <form id={formId} ref={formRef} className={formClass} onSubmit={submit} noValidate>
        {children}
      </form>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t`Закрыть без сохранения?`}
        confirmLabel={t`Закрыть`}
        cancelLabel={t`Продолжить редактирование`}
        variant="destructive"
        onConfirm={onClose}
      >
        {t`Изменения в форме не сохранены и будут потеряны.`}
      </ConfirmDialog>
    </Dialog>
  )
}
