import { useLingui } from '@lingui/react/macro'
import type { ContactContractor } from '@platform/sdk'
import { deleteContactContractorMutation } from '@platform/sdk/query'
import { ConfirmDialog, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../i18n/errors'
import { usePlatform } from '../../platform/hooks'
import { contactSnackbars, failureDescription } from './messages'

export interface RemoveLinkDialogProps {
  userId: string
  fio: string
  link: ContactContractor | null
  onClose: () => void
}

/** Asks before a contact loses every role at a contractor. */
export function RemoveLinkDialog({ userId, fio, link, onClose }: RemoveLinkDialogProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const remove = useMutation(deleteContactContractorMutation(client))
  const title = link?.contractorTitle ?? ''
  return (
    <ConfirmDialog
      isOpen={link !== null}
      title={t`Удалить связь с контрагентом?`}
      confirmLabel={t`Удалить`}
      cancelLabel={t`Не удалять`}
      variant="destructive"
      onCancel={onClose}
      onConfirm={async () => {
        if (!link || remove.isPending) return
        try {
          await remove.mutateAsync({
            params: { query: { userId, contractorId: link.contractorId } },
          })
          toast.success(i18n._(contactSnackbars.removed), { description: title })
        } catch (error) {
          toast.error(i18n._(contactSnackbars.removeError), {
            description: i18n._(failureDescription(error) ?? errorMessage(error)),
          })
        }
        onClose()
      }}
    >
      {t`${fio} потеряет все роли в организациях контрагента «${title}».`}
    </ConfirmDialog>
  )
}
