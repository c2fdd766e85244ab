import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RouteName } from '../routes/names'

/** Page titles of the routes; a page that is a server-menu entry uses the menu's title. */
export const routeTitles: Record<RouteName, MessageDescriptor> = {
  Root: msg`Вход`,
  Auth: msg`Авторизация`,
  Registration: msg`Регистрация`,
  RegistrationStepTwo: msg`Завершение регистрации`,
  ForgotPassword: msg`Восстановление пароля`,
  NewPassword: msg`Новый пароль`,
  SetPassword: msg`Пароль для первого входа`,
  Invitation: msg`Приглашение`,
  HelpService: msg`Справка о сервисе`,
  LawPage: msg`Правовая информация`,
  NotFound: msg`Страница не найдена`,
  switchService: msg`Сервисы`,
  UserProfileMain: msg`Профиль`,
  UserProfilePersonal: msg`Личные данные`,
  UserProfileCompanies: msg`Компании`,
  UserProfileSessions: msg`Сеансы и устройства`,
  UserProfileNotifications: msg`Уведомления`,
  UserProfileSubscriptions: msg`Подписки`,
  UserProfileHistory: msg`История изменений`,
  AccessRequests: msg`Заявки на доступ`,
  Invitations: msg`Приглашения`,
  UserProfileContacts: msg`Контакты`,
  SettingOptions: msg`Настройки`,
  SettingUsers: msg`Настройки пользователей`,
  DynamicFields: msg`Дополнительные поля`,
  DynamicFieldsTab: msg`Поля вкладки`,
  SettingSection: msg`Раздел администрирования`,
  SettingApplications: msg`Приложения`,
  SettingDomains: msg`Домены`,
  SettingDeviceTypes: msg`Типы устройств`,
  SettingAuthSchemes: msg`Схемы аутентификации`,
}
