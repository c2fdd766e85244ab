import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SyncEntity } from '@platform/sdk'

/** The entities the platform synchronises with the other applications, as people name them. */
export const syncEntityNames = {
  companies: msg`Компании`,
  users: msg`Пользователи`,
  subscribes: msg`Подписки`,
  subscribers: msg`Подписчики`,
  subscribesSchedules: msg`Расписания подписок`,
  contractorsGroups: msg`Группы контрагентов`,
  personnelActions: msg`Кадровые мероприятия`,
  personnelActionsAggs: msg`Сводки кадровых мероприятий`,
  personnelTypes: msg`Виды кадровых мероприятий`,
  personnelRelationshipTypes: msg`Виды кадровых отношений`,
  applications: msg`Приложения`,
  roles: msg`Роли`,
  locales: msg`Языки`,
  countries: msg`Страны`,
  positions: msg`Должности`,
  departments: msg`Подразделения`,
  usersGroups: msg`Группы пользователей`,
  devicesTypes: msg`Типы устройств`,
} satisfies Record<SyncEntity, MessageDescriptor>

/**
 * What the history of changes is about. The platform names more kinds than these (the list is
 * open); one this version does not know is shown by its code.
 */
export const historyEntityNames: Readonly<Record<string, MessageDescriptor>> = {
  ...syncEntityNames,
  domains: msg`Домены`,
  authenticationSchemas: msg`Схемы аутентификации`,
  settings: msg`Настройки`,
  dynamicFields: msg`Дополнительные поля`,
  notifyMethods: msg`Способы уведомлений`,
  whitelist: msg`Белый список`,
  blacklist: msg`Чёрный список`,
  networkAliases: msg`Сетевые псевдонимы`,
  providers: msg`Провайдеры`,
  mappers: msg`Сопоставления полей`,
  documents: msg`Документы`,
  banners: msg`Баннеры`,
  license: msg`Лицензия`,
  invitations: msg`Приглашения`,
  integrationSynchronization: msg`Синхронизация интеграции`,
}

/** The name of an entity code in the current language, or the code when it has none. */
export function entityName(i18n: I18n, code: string): string {
  const name = Object.hasOwn(historyEntityNames, code) ? historyEntityNames[code] : undefined
  return name ? i18n._(name) : code
}
