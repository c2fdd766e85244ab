import { useLingui } from '@lingui/react/macro'
import type { Company } from '@platform/sdk'
import { leaveCompanyMutation } from '@platform/sdk/query'
import { ConfirmDialog, toast } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../../i18n/errors'
import { usePlatform } from '../../../platform/hooks'
import { companySnackbars } from './texts'

/**
 * Asks before the person leaves a company, saying what they lose; `exitError` with the reason
 * when it fails (the list is refreshed either way by the SDK's invalidation on success).
 */
export function LeaveCompanyDialog({
  company,
  onClose,
  onLeft,
}: {
  company: Company | null
  onClose: () => void
  /** After leaving: the card and its button are gone, so the page moves the focus. */
  onLeft: () => void
}) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const leave = useMutation(leaveCompanyMutation(client))
  const title = company?.title ?? ''
  return (
    <ConfirmDialog
      isOpen={company !== null}
      title={t`Выйти из компании?`}
      confirmLabel={t`Выйти из компании`}
      cancelLabel={t`Остаться`}
      variant="destructive"
      isPending={leave.isPending}
      onCancel={onClose}
      onConfirm={async () => {
        if (!company || leave.isPending) return
        try {
          await leave.mutateAsync({ params: { path: { id: company.id } } })
          toast.success(i18n._(companySnackbars.exit), { description: title })
          onClose()
          onLeft()
          return
        } catch (error) {
          toast.error(i18n._(companySnackbars.exitError), {
            description: i18n._(errorMessage(error)),
          })
        }
        onClose()
      }}
    >
      {t`Вы потеряете все роли в компании «${title}» и доступ к её сервисам. Вернуться можно будет только по новой заявке на доступ.`}
    </ConfirmDialog>
  )
}
