import { useLingui } from '@lingui/react/macro'
import { deleteProfileMutation, logoutMutation } from '@platform/sdk/query'
import { Button, ConfirmDialog, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '../../../i18n/errors'
import { afterSignOut } from '../../../layouts/parts/signOut'
import { usePlatform } from '../../../platform/hooks'
import { profileSnackbars } from '../messages'

/**
 * Deleting the account: a confirmation that says what is lost. On
 * success the `delete` snackbar shows for a moment before the page reloads signed out.
 */
export function DeleteAccount() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const [isOpen, setOpen] = useState(false)
  const remove = useMutation(deleteProfileMutation(client))
  const logout = useMutation(logoutMutation(client))

  const confirm = async () => {
    if (remove.isPending) return
    try {
      await remove.mutateAsync({})
    } catch (error) {
      toast.error(i18n._(profileSnackbars.deleteError), {
        description: i18n._(errorMessage(error)),
      })
      setOpen(false)
      return
    }
    toast.success(i18n._(profileSnackbars.delete))
    setOpen(false)
    // The platform may have ended the session with the account already; either way it is over.
    await logout.mutateAsync({}).catch(() => undefined)
    // The snackbar is read before the reload takes the page away.
    window.setTimeout(afterSignOut, 1_500)
  }

  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t`Удалить учётную запись`}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t`Удалить учётную запись?`}
        confirmLabel={t`Удалить`}
        cancelLabel={t`Не удалять`}
        variant="destructive"
        isPending={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      >
        {t`Вы потеряете доступ ко всем сервисам и компаниям, ваши сеансы завершатся, а личные данные, контакты и подписки будут удалены. Это действие нельзя отменить.`}
      </ConfirmDialog>
    </>
  )
}
