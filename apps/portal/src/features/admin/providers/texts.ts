import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  MapperAccessType,
  MapperMappingType,
  MapperType,
  ProviderSyncPeriodUnit,
  ProviderType,
  RoleType,
  SyncStatus,
} from '@platform/sdk'
import type { StartRefusal } from './provider-errors'

export const providerTypeTitles: Record<ProviderType, MessageDescriptor> = {
  keycloak: msg`Keycloak`,
  wapps: msg`WAPPS`,
}

export const syncStatusTitles: Record<SyncStatus, MessageDescriptor> = {
  disabled: msg`Отключена`,
  await: msg`Ожидает запуска`,
  process: msg`Выполняется`,
  success: msg`Успешно`,
  error: msg`Ошибка`,
}

export const periodUnitTitles: Record<ProviderSyncPeriodUnit, MessageDescriptor> = {
  minutes: msg`Минуты`,
  hours: msg`Часы`,
  days: msg`Дни`,
}

/** The entity a sync tab is about; a type the documents do not name is shown as it comes. */
export const syncTypeTitles: Partial<Record<string, MessageDescriptor>> = {
  users: msg`Синхронизация пользователей`,
}

export const mapperTypeTitles: Record<MapperType, MessageDescriptor> = {
  'users-base': msg`Поля пользователя`,
  'users-access': msg`Доступы пользователя`,
}

export const mappingTypeTitles: Record<MapperMappingType, MessageDescriptor> = {
  key: msg`По ключу`,
  value: msg`По значению`,
}

export const accessTypeTitles: Record<MapperAccessType, MessageDescriptor> = {
  role: msg`Роли`,
  method: msg`Методы`,
}

export const roleTypeTitles: Record<RoleType, MessageDescriptor> = {
  systemic: msg`Системные`,
  organizational: msg`Организационные`,
  contractor: msg`Контрагентские`,
}

export const startRefusalTexts: Record<StartRefusal, MessageDescriptor> = {
  syncInProgress: msg`Синхронизация уже выполняется.`,
  mappersNotConfigured: msg`Маппинги не настроены: включите хотя бы один маппинг.`,
  providerDisabled: msg`Провайдер или синхронизация отключены.`,
}
