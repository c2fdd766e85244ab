/** Route names of the documents, used by the guards and the menus. */
export const routeNames = [
  'Root',
  'Auth',
  'Registration',
  'RegistrationStepTwo',
  'ForgotPassword',
  'NewPassword',
  'SetPassword',
  'Invitation',
  'HelpService',
  'LawPage',
  'NotFound',
  'switchService',
  'UserProfileMain',
  'UserProfilePersonal',
  'UserProfileCompanies',
  'UserProfileSessions',
  'UserProfileNotifications',
  'UserProfileSubscriptions',
  'UserProfileHistory',
  'AccessRequests',
  'Invitations',
  'UserProfileContacts',
  'SettingOptions',
  'SettingUsers',
  'DynamicFields',
  'DynamicFieldsTab',
  'SettingSection',
  'SettingApplications',
  'SettingDomains',
  'SettingDeviceTypes',
  'SettingAuthSchemes',
  'SettingProviders',
  'SettingNotifyMethods',
  'SettingWhitelist',
  'SettingBlacklist',
  'SettingNetworkAliases',
  'SettingDocuments',
  'SettingBanners',
  'SettingLocales',
  'SettingLicense',
  'SettingAbout',
] as const

export type RouteName = (typeof routeNames)[number]

/**
 * Public routes a signed-in person may still open: the link pages, the help
 * service and the legal documents. On any other public route they are sent on.
 */
export const openWhenSignedIn: ReadonlySet<RouteName> = new Set([
  'RegistrationStepTwo',
  'NewPassword',
  'SetPassword',
  'Invitation',
  'HelpService',
  'LawPage',
  'NotFound',
])
