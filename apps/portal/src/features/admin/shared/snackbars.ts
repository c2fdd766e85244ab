import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The snackbar keys of the administration pages: each failure has its own text, and
 * each success the matching one.
 */
export const adminSnackbars = {
  settingsError: msg`Не удалось сохранить настройки`,
  settingsSaved: msg`Настройки сохранены`,
  tabActiveError: msg`Не удалось изменить активность вкладки`,
  tabActiveSaved: msg`Активность вкладки изменена`,
  tabOrderError: msg`Не удалось сохранить порядок`,
  tabOrderSaved: msg`Порядок сохранён`,
  subtypeActiveError: msg`Не удалось изменить активность блока`,
  subtypeActiveSaved: msg`Активность блока изменена`,
  subtypeCreateError: msg`Не удалось создать блок`,
  subtypeCreated: msg`Блок создан`,
  subtypeUpdateError: msg`Не удалось сохранить блок`,
  subtypeUpdated: msg`Блок сохранён`,
  subtypeDeleteError: msg`Не удалось удалить блок`,
  subtypeDeleted: msg`Блок удалён`,
  fieldActiveError: msg`Не удалось изменить активность поля`,
  fieldActiveSaved: msg`Активность поля изменена`,
  fieldOrderError: msg`Не удалось сохранить порядок полей`,
  fieldOrderSaved: msg`Порядок полей сохранён`,
  fieldCreateError: msg`Не удалось создать поле`,
  fieldCreated: msg`Поле создано`,
  fieldUpdateError: msg`Не удалось сохранить поле`,
  fieldUpdated: msg`Поле сохранено`,
  fieldDeleteError: msg`Не удалось удалить поле`,
  fieldDeleted: msg`Поле удалено`,
} satisfies Record<string, MessageDescriptor>

export type AdminSnackbar = keyof typeof adminSnackbars
