import type { RouteName } from './names'

/** The path of every named route (under the /platform base). */
export const routePaths = {
  Root: '/',
  Auth: '/login',
  Registration: '/registration',
  RegistrationStepTwo: '/registration/$id',
  ForgotPassword: '/password',
  NewPassword: '/password/$id',
  SetPassword: '/password/entry/$id',
  Invitation: '/invitation/$id',
  HelpService: '/help/$app',
  LawPage: '/law/$code',
  NotFound: '/404',
  switchService: '/apps',
  UserProfileMain: '/profile',
  UserProfilePersonal: '/profile/personal',
  UserProfileCompanies: '/profile/companies',
  UserProfileSessions: '/profile/sessions',
  UserProfileNotifications: '/profile/notifications',
  UserProfileSubscriptions: '/profile/subscriptions',
  UserProfileHistory: '/profile/history',
  AccessRequests: '/accesses/requests/access',
  SettingOptions: '/setting/options',
  SettingUsers: '/setting/options/users',
  DynamicFields: '/setting/options/users/dynamic-fields/$type',
  DynamicFieldsTab: '/setting/options/users/dynamic-fields/$type/details/$tab',
} as const satisfies Record<RouteName, string>
