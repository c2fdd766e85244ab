import { useLingui } from '@lingui/react/macro'
import type { AccessRequest } from '@platform/sdk'
import { withdrawAccessRequestMutation } from '@platform/sdk/query'
import { ConfirmDialog, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import { accessSnackbars } from './messages'

/**
 * Asks before withdrawing a request under review; the list refreshes after it. A failure shows
 * `requestRemoveError` with the reason (a request answered meanwhile, no connection…).
 */
export function WithdrawDialog({
  request,
  onClose,
}: {
  request: AccessRequest | null
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const withdraw = useMutation(withdrawAccessRequestMutation(client))
  const company = request?.requestCompanyName ?? request?.requestCompanyInn ?? ''
  return (
    <ConfirmDialog
      isOpen={request !== null}
      title={t`Отозвать заявку?`}
      confirmLabel={t`Отозвать`}
      cancelLabel={t`Не отзывать`}
      variant="destructive"
      onCancel={onClose}
      onConfirm={async () => {
        if (!request) return
        try {
          await withdraw.mutateAsync({ params: { path: { requestId: request.requestId } } })
          toast.success(i18n._(accessSnackbars.withdrawn))
        } catch (error) {
          toast.error(i18n._(accessSnackbars.requestRemoveError), {
            description: i18n._(errorMessage(error)),
          })
        }
        onClose()
      }}
    >
      {t`Заявка на доступ к компании «${company}» будет отозвана. Это действие нельзя отменить.`}
    </ConfirmDialog>
  )
}
