import type { IntegrationRecord, IntegrationSync, SyncEntity } from '@platform/sdk'

/** An exchange of the integration log with its whole payloads (the list shows previews). */
export interface StoredIntegrationRecord extends IntegrationRecord {
  /** The payloads' format, for the downloaded file's extension. */
  format: 'json' | 'xml'
}

/** Owned by the integration area. */
export interface IntegrationState {
  records: StoredIntegrationRecord[]
  syncs: IntegrationSync[]
  /** Full synchronisations in progress: each finishes on the first read after `finishAt`. */
  runs: { syncId: string; finishAt: string }[]
}

/** Names of the synchronised entities, for the key look-up and the history. */
export const syncEntityNames: Record<SyncEntity, { ru: string; en: string }> = {
  companies: { ru: 'Компании', en: 'Companies' },
  users: { ru: 'Пользователи', en: 'Users' },
  subscribes: { ru: 'Подписки', en: 'Subscriptions' },
  subscribers: { ru: 'Подписчики', en: 'Subscribers' },
  subscribesSchedules: { ru: 'Расписания подписок', en: 'Subscription schedules' },
  contractorsGroups: { ru: 'Группы контрагентов', en: 'Contractor groups' },
  personnelActions: { ru: 'Кадровые мероприятия', en: 'Personnel actions' },
  personnelActionsAggs: { ru: 'Сводки кадровых мероприятий', en: 'Personnel action summaries' },
  personnelTypes: { ru: 'Типы кадровых мероприятий', en: 'Personnel action types' },
  personnelRelationshipTypes: {
    ru: 'Типы трудовых отношений',
    en: 'Employment relationship types',
  },
  applications: { ru: 'Приложения', en: 'Applications' },
  roles: { ru: 'Роли', en: 'Roles' },
  locales: { ru: 'Языки', en: 'Languages' },
  countries: { ru: 'Страны', en: 'Countries' },
  positions: { ru: 'Должности', en: 'Positions' },
  departments: { ru: 'Подразделения', en: 'Departments' },
  usersGroups: { ru: 'Группы пользователей', en: 'User groups' },
  devicesTypes: { ru: 'Типы устройств', en: 'Device types' },
}
