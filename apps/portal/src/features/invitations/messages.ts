import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { InvitationStatus } from '@platform/sdk'

/** Snackbars of the invitations, by the documents' keys `sendError`, `resendError`, `dropError`. */
export const invitationSnackbars = {
  sendError: msg`Не удалось отправить приглашение`,
  resendError: msg`Не удалось отправить приглашение повторно`,
  dropError: msg`Не удалось отозвать приглашение`,
  sent: msg`Приглашение отправлено`,
  resent: msg`Приглашение отправлено повторно`,
  dropped: msg`Приглашение отозвано`,
}

export const invitationStatusTexts: Record<InvitationStatus, MessageDescriptor> = {
  active: msg`Активно`,
  deactivated: msg`Истекло`,
  refusal: msg`Отклонено`,
  success: msg`Принято`,
  autoSuccess: msg`Принято автоматически`,
  deleted: msg`Отозвано`,
}
