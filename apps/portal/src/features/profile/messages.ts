import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Gender, Messenger } from '@platform/sdk'

/**
 * Snackbars of the profile: keys `update`, `updateError`, `avatar`, `avatarError`,
 * `updatePassword`, `updatePasswordError` and `delete`.
 */
export const profileSnackbars = {
  update: msg`Изменения сохранены`,
  updateError: msg`Не удалось сохранить изменения`,
  avatar: msg`Фото обновлено`,
  avatarRemoved: msg`Фото удалено`,
  avatarError: msg`Не удалось обновить фото`,
  updatePassword: msg`Пароль сохранён`,
  updatePasswordError: msg`Не удалось сохранить пароль`,
  delete: msg`Учётная запись удалена`,
  deleteError: msg`Не удалось удалить учётную запись`,
} satisfies Record<string, MessageDescriptor>

export const genderTexts: Record<Gender, MessageDescriptor> = {
  man: msg`Мужской`,
  woman: msg`Женский`,
}

/** Brand names: the same in every language. */
export const messengerNames: Record<Messenger, string> = {
  viber: 'Viber',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
}

export const messengers: readonly Messenger[] = ['viber', 'whatsapp', 'telegram']
