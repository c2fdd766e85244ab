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
  devicesTypesCreateError: msg`Не удалось создать тип устройства`,
  devicesTypesCreated: msg`Тип устройства создан`,
  devicesTypesUpdateError: msg`Не удалось сохранить тип устройства`,
  devicesTypesUpdated: msg`Тип устройства сохранён`,
  devicesTypesDeleteError: msg`Не удалось удалить тип устройства`,
  devicesTypesDeleted: msg`Тип устройства удалён`,
  authSchemaCreateError: msg`Не удалось создать схему аутентификации`,
  authSchemaCreated: msg`Схема аутентификации создана`,
  authSchemaUpdateError: msg`Не удалось сохранить схему аутентификации`,
  authSchemaUpdated: msg`Схема аутентификации сохранена`,
  authSchemaActiveSaved: msg`Активность схемы изменена`,
  authSchemaOrderSaved: msg`Порядок схем сохранён`,
  authSchemaDeleteError: msg`Не удалось удалить схему аутентификации`,
  authSchemaDeleted: msg`Схема аутентификации удалена`,
  downloadError: msg`Не удалось скачать файл`,
  monitoringRefreshError: msg`Не удалось обновить мониторинг`,
  monitoringRefreshed: msg`Мониторинг обновлён`,
  diagnosticsRefreshError: msg`Не удалось проверить систему`,
  diagnosticsRefreshed: msg`Проверка системы выполнена`,
  integrationSyncUpdateError: msg`Не удалось изменить синхронизацию`,
  integrationSyncUpdated: msg`Синхронизация изменена`,
  integrationSyncStartError: msg`Не удалось запустить синхронизацию`,
  integrationSyncStarted: msg`Полная синхронизация запущена`,
} satisfies Record<string, MessageDescriptor>

export type AdminSnackbar = keyof typeof adminSnackbars
