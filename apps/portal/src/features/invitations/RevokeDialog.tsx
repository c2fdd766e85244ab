import { useLingui } from '@lingui/react/macro'
import type { Invitation } from '@platform/sdk'
import { deleteInvitationMutation } from '@platform/sdk/query'
import { ConfirmDialog, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import { invitationSnackbars } from './messages'

/** Asks before revoking: the link stops working and the invitee sees it was cancelled. */
export function RevokeDialog({
  invitation,
  onClose,
}: {
  invitation: Invitation | null
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const drop = useMutation(deleteInvitationMutation(client))
  const email = invitation?.email ?? ''
  return (
    <ConfirmDialog
      isOpen={invitation !== null}
      title={t`Отозвать приглашение?`}
      confirmLabel={t`Отозвать`}
      cancelLabel={t`Не отзывать`}
      variant="destructive"
      onCancel={onClose}
      onConfirm={async () => {
        if (!invitation || drop.isPending) return
        try {
          await drop.mutateAsync({ params: { path: { id: invitation.id } } })
          toast.success(i18n._(invitationSnackbars.dropped), { description: email })
        } catch (error) {
          toast.error(i18n._(invitationSnackbars.dropError), {
            description: i18n._(errorMessage(error)),
          })
        }
        onClose()
      }}
    >
      {t`Ссылка из приглашения на адрес ${email} перестанет действовать. Это действие нельзя отменить.`}
    </ConfirmDialog>
  )
}
