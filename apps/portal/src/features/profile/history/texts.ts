import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The kinds of change the profile history names; an unknown one is shown by its code. */
export const changeTypeTexts: Record<string, MessageDescriptor> = {
  create: msg`Создание учётной записи`,
  update: msg`Изменение данных`,
  delete: msg`Удаление`,
  password: msg`Смена пароля`,
  avatar: msg`Смена фото`,
  enable: msg`Включение`,
  disable: msg`Отключение`,
  sync: msg`Синхронизация`,
}
