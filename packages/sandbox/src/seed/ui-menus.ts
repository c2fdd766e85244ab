import type { MenuConfig } from '../state/ui'

function entry(
  serviceUrl: string | null,
  ru: string,
  en: string,
  icon: string | null,
  children?: MenuConfig[],
  applicationKey = 'platform',
): MenuConfig {
  const config: MenuConfig = { applicationKey, serviceUrl, title: { ru, en }, icon, visible: true }
  if (children) config.children = children
  return config
}

/** The portal's own navigation: the profile, the accesses and the services page. */
export function portalMenu(): MenuConfig[] {
  const profile = (path: string, ru: string, en: string) =>
    entry(`/platform/profile/${path}`, ru, en, null)
  return [
    entry('/platform/profile', 'Профиль', 'Profile', 'user', [
      profile('personal', 'Личные данные', 'Personal data'),
      profile('companies', 'Компании', 'Companies'),
      profile('contacts', 'Контакты', 'Contacts'),
      profile('sessions', 'Сеансы и устройства', 'Sessions and devices'),
      profile('notifications', 'Уведомления', 'Notifications'),
      profile('subscriptions', 'Подписки', 'Subscriptions'),
      profile('history', 'История изменений', 'Change history'),
    ]),
    entry(
      null,
      'Доступы',
      'Accesses',
      'key',
      [
        entry(
          '/platform/accesses/requests/access',
          'Запросы доступа',
          'Access requests',
          null,
          undefined,
          'accesses',
        ),
        entry(
          '/platform/accesses/invitations',
          'Приглашения',
          'Invitations',
          null,
          undefined,
          'accesses',
        ),
      ],
      'accesses',
    ),
    { ...entry('/platform/apps', 'Сервисы', 'Services', 'grid'), visible: false },
    {
      ...entry('/platform/law', 'Правовые документы', 'Legal documents', 'document'),
      visible: false,
    },
  ]
}

/** The administration navigation: every screen of the administration area. */
export function administrationMenu(): MenuConfig[] {
  const setting = (path: string, ru: string, en: string, icon: string | null = null) =>
    entry(`/platform/setting/${path}`, ru, en, icon)
  return [
    setting('applications', 'Приложения', 'Applications', 'apps'),
    setting('domains', 'Домены', 'Domains', 'globe'),
    setting('devices-types', 'Типы устройств', 'Device types', 'devices'),
    setting('authentication-schemas', 'Схемы аутентификации', 'Authentication schemes', 'lock'),
    entry(null, 'Настройки', 'Settings', 'settings', [
      setting('options', 'Настройки платформы', 'Platform settings'),
      setting('options/users', 'Настройки пользователей', 'User settings'),
      setting('options/users/dynamic-fields/users', 'Дополнительные поля', 'Dynamic fields'),
      setting('notify-methods', 'Способы уведомлений', 'Notification methods'),
    ]),
    entry(null, 'Сеть', 'Network', 'shield', [
      setting('whitelist', 'Белый список', 'Whitelist'),
      setting('blacklist', 'Чёрный список', 'Blacklist'),
      setting('network-aliases', 'Сетевые псевдонимы', 'Network aliases'),
    ]),
    setting('providers', 'Провайдеры', 'Providers', 'sync'),
    entry(null, 'Библиотеки', 'Libraries', 'book', [
      setting('documents', 'Документы', 'Documents'),
      setting('banners', 'Баннеры', 'Banners'),
      setting('locales', 'Языки', 'Languages'),
    ]),
    setting('history', 'История изменений', 'Change history', 'history'),
    setting('monitoring', 'Мониторинг', 'Monitoring', 'activity'),
    setting('diagnostics', 'Проверка системы', 'System check', 'stethoscope'),
    entry(null, 'Интеграция', 'Integration', 'plug', [
      setting('integration-monitoring', 'Журнал интеграции', 'Integration log'),
      setting('integration-synchronization', 'Синхронизация', 'Synchronization'),
    ]),
    setting('license', 'Лицензия', 'License', 'certificate'),
    setting('about', 'О системе', 'About the system', 'info'),
  ]
}
