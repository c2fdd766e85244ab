import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type ContactStatus, isPlatformError } from '@platform/sdk'

/** Snackbars of the contacts, by the documents' keys `editError` and `removeError`. */
export const contactSnackbars = {
  editError: msg`Не удалось сохранить роли контакта`,
  removeError: msg`Не удалось удалить связь с контрагентом`,
  edited: msg`Роли контакта сохранены`,
  removed: msg`Связь с контрагентом удалена`,
  notEditable: msg`Роли и способы входа этого контакта меняет только администратор`,
}

export const contactStatusTexts: Record<ContactStatus, MessageDescriptor> = {
  invitationSent: msg`Приглашение отправлено`,
  active: msg`Активен`,
  inactive: msg`Неактивен`,
}

/** Invited is information, active a success, inactive no longer in play. */
export const contactStatusVariants = {
  invitationSent: 'info',
  active: 'success',
  inactive: 'disabled',
} as const satisfies Record<ContactStatus, string>

/** A 403 on a contact's roles means only the administrator may change them. */
export function failureDescription(error: unknown): MessageDescriptor | undefined {
  return isPlatformError(error) && error.kind === 'forbidden'
    ? contactSnackbars.notEditable
    : undefined
}
