// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a policy table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams, OperationQuery } from '../client'

/** The root of every key of an area: invalidating one refreshes all its queries. */
export const areaKeys = {
  'ui': ['ui'],
  'auth': ['auth'],
  'registration': ['registration'],
  'password': ['password'],
  'invitation': ['invitation'],
  'profile': ['profile'],
  'notify': ['notify'],
  'accesses': ['accesses'],
  'master-account': ['master-account'],
  'setting-applications': ['setting-applications'],
  'setting-domains': ['setting-domains'],
  'setting-auth-schemas': ['setting-auth-schemas'],
  'setting-settings': ['setting-settings'],
  'setting-dynamic-fields': ['setting-dynamic-fields'],
  'setting-lists': ['setting-lists'],
  'setting-history': ['setting-history'],
  'setting-monitoring': ['setting-monitoring'],
  'setting-license': ['setting-license'],
  'setting-providers': ['setting-providers'],
  'setting-libraries': ['setting-libraries'],
  'setting-integration': ['setting-integration'],
} as const

/** The keys of `getProjectInfo`. */
export const projectInfoKeys = {
  all: ['ui', 'projectInfo'] as const,
  detail: () => ['ui', 'projectInfo', 'detail'] as const,
}

/** The keys of `getMenu`. */
export const menuKeys = {
  all: ['ui', 'menu'] as const,
  details: () => ['ui', 'menu', 'detail'] as const,
  detail: (query: OperationQuery<'/platform/ui/menu', 'get'>) => ['ui', 'menu', 'detail', query] as const,
}

/** The keys of `getPlatformMenu`. */
export const platformMenuKeys = {
  all: ['ui', 'platformMenu'] as const,
  detail: () => ['ui', 'platformMenu', 'detail'] as const,
}

/** The keys of `getServicesMenu`. */
export const servicesMenuKeys = {
  all: ['ui', 'servicesMenu'] as const,
  detail: () => ['ui', 'servicesMenu', 'detail'] as const,
}

/** The keys of `getPlatformConfigure`. */
export const platformConfigureKeys = {
  all: ['ui', 'platformConfigure'] as const,
  detail: () => ['ui', 'platformConfigure', 'detail'] as const,
}

/** The keys of `getServiceApplication`. */
export const serviceApplicationKeys = {
  all: ['ui', 'serviceApplication'] as const,
  details: () => ['ui', 'serviceApplication', 'detail'] as const,
  detail: (app: OperationPathParams<'/platform/applications/{app}', 'get'>['app']) => ['ui', 'serviceApplication', 'detail', app] as const,
}

/** The keys of `getPublicSettings`. */
export const publicSettingsKeys = {
  all: ['ui', 'publicSettings'] as const,
  detail: () => ['ui', 'publicSettings', 'detail'] as const,
}

/** The keys of `getUserSettings`. */
export const userSettingsKeys = {
  all: ['ui', 'userSettings'] as const,
  detail: () => ['ui', 'userSettings', 'detail'] as const,
}

/** The keys of `listCountryCodes`. */
export const countryCodeKeys = {
  all: ['ui', 'countryCode'] as const,
  list: () => ['ui', 'countryCode', 'list'] as const,
}

/** The keys of `getDocumentView`. */
export const documentViewKeys = {
  all: ['ui', 'documentView'] as const,
  details: () => ['ui', 'documentView', 'detail'] as const,
  detail: (code: OperationPathParams<'/platform/documents/view/{code}', 'get'>['code']) => ['ui', 'documentView', 'detail', code] as const,
}

/** The keys of `getStyleAsset`. */
export const styleAssetKeys = {
  all: ['ui', 'styleAsset'] as const,
  details: () => ['ui', 'styleAsset', 'detail'] as const,
  detail: (styleCode: OperationPathParams<'/platform/ui/style/{styleCode}/{asset}', 'get'>['styleCode'], asset: OperationPathParams<'/platform/ui/style/{styleCode}/{asset}', 'get'>['asset']) => ['ui', 'styleAsset', 'detail', styleCode, asset] as const,
}

/** The keys of `getAuthConfig`. */
export const authConfigKeys = {
  all: ['auth', 'authConfig'] as const,
  details: (idAttribute?: OperationPathParams<'/platform/auth/config/{idAttribute}', 'get'>['idAttribute']) =>
    idAttribute === undefined ? (['auth', 'authConfig', 'detail'] as const) : (['auth', 'authConfig', 'detail', idAttribute] as const),
  detail: (idAttribute: OperationPathParams<'/platform/auth/config/{idAttribute}', 'get'>['idAttribute'], query: OperationQuery<'/platform/auth/config/{idAttribute}', 'get'>) => ['auth', 'authConfig', 'detail', idAttribute, query] as const,
}

/** The keys of `getRegistrationLinkStatus`. */
export const registrationLinkStatusKeys = {
  all: ['registration', 'registrationLinkStatus'] as const,
  details: () => ['registration', 'registrationLinkStatus', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/registration/status/{id}', 'get'>['id']) => ['registration', 'registrationLinkStatus', 'detail', id] as const,
}

/** The keys of `getPasswordLinkStatus`. */
export const passwordLinkStatusKeys = {
  all: ['password', 'passwordLinkStatus'] as const,
  details: () => ['password', 'passwordLinkStatus', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/password/link/status/{id}', 'get'>['id']) => ['password', 'passwordLinkStatus', 'detail', id] as const,
}

/** The keys of `getEntryPasswordLinkStatus`. */
export const entryPasswordLinkStatusKeys = {
  all: ['password', 'entryPasswordLinkStatus'] as const,
  details: () => ['password', 'entryPasswordLinkStatus', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/password/entry/link/status/{id}', 'get'>['id']) => ['password', 'entryPasswordLinkStatus', 'detail', id] as const,
}

/** The keys of `getInvitationLinkStatus`. */
export const invitationLinkStatusKeys = {
  all: ['invitation', 'invitationLinkStatus'] as const,
  details: () => ['invitation', 'invitationLinkStatus', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/invitation/{id}', 'get'>['id']) => ['invitation', 'invitationLinkStatus', 'detail', id] as const,
}

/** The keys of `getProfile`. */
export const profileKeys = {
  all: ['profile', 'profile'] as const,
  detail: () => ['profile', 'profile', 'detail'] as const,
}

/** The keys of `getProfileDetails`. */
export const profileDetailsKeys = {
  all: ['profile', 'profileDetails'] as const,
  detail: () => ['profile', 'profileDetails', 'detail'] as const,
}

/** The keys of `getProfileConfigure`. */
export const profileConfigureKeys = {
  all: ['profile', 'profileConfigure'] as const,
  detail: () => ['profile', 'profileConfigure', 'detail'] as const,
}

/** The keys of `listProfileHistory`. */
export const profileHistoryKeys = {
  all: ['profile', 'profileHistory'] as const,
  lists: () => ['profile', 'profileHistory', 'list'] as const,
  list: (query: OperationQuery<'/platform/user/profile/history', 'get'>) => ['profile', 'profileHistory', 'list', query] as const,
}

/** The keys of `getAvatar`. */
export const avatarKeys = {
  all: ['profile', 'avatar'] as const,
  detail: () => ['profile', 'avatar', 'detail'] as const,
}

/** The keys of `listSessions`. */
export const sessionKeys = {
  all: ['profile', 'session'] as const,
  lists: () => ['profile', 'session', 'list'] as const,
  list: (query: OperationQuery<'/platform/user/sessions', 'get'>) => ['profile', 'session', 'list', query] as const,
}

/** The keys of `listSubscriptions`. */
export const subscriptionKeys = {
  all: ['profile', 'subscription'] as const,
  lists: () => ['profile', 'subscription', 'list'] as const,
  list: (query: OperationQuery<'/platform/user/profile/subscribes', 'get'>) => ['profile', 'subscription', 'list', query] as const,
}

/** The keys of `listCompanies`. */
export const companyKeys = {
  all: ['profile', 'company'] as const,
  list: () => ['profile', 'company', 'list'] as const,
}

/** The keys of `listContacts`. */
export const contactKeys = {
  all: ['profile', 'contact'] as const,
  lists: () => ['profile', 'contact', 'list'] as const,
  list: (query: OperationQuery<'/platform/user/profile/contacts', 'get'>) => ['profile', 'contact', 'list', query] as const,
}

/** The keys of `listContactContractors`. */
export const contactContractorKeys = {
  all: ['profile', 'contactContractor'] as const,
  lists: (userId?: OperationPathParams<'/platform/user/profile/contacts/{userId}/contractors', 'get'>['userId']) =>
    userId === undefined ? (['profile', 'contactContractor', 'list'] as const) : (['profile', 'contactContractor', 'list', userId] as const),
  list: (userId: OperationPathParams<'/platform/user/profile/contacts/{userId}/contractors', 'get'>['userId'], query: OperationQuery<'/platform/user/profile/contacts/{userId}/contractors', 'get'>) => ['profile', 'contactContractor', 'list', userId, query] as const,
}

/** The keys of `listNotifications`. */
export const notificationKeys = {
  all: ['notify', 'notification'] as const,
  lists: () => ['notify', 'notification', 'list'] as const,
  list: (query: OperationQuery<'/platform/notify/personal-account', 'get'>) => ['notify', 'notification', 'list', query] as const,
}

/** The keys of `listLatestNotifications`. */
export const latestNotificationKeys = {
  all: ['notify', 'latestNotification'] as const,
  list: () => ['notify', 'latestNotification', 'list'] as const,
}

/** The keys of `listAccessRequests`. */
export const accessRequestKeys = {
  all: ['accesses', 'accessRequest'] as const,
  lists: () => ['accesses', 'accessRequest', 'list'] as const,
  list: (query: OperationQuery<'/platform/user/access/requests', 'get'>) => ['accesses', 'accessRequest', 'list', query] as const,
}

/** The keys of `listAvailableRoles`. */
export const availableRoleKeys = {
  all: ['accesses', 'availableRole'] as const,
  list: () => ['accesses', 'availableRole', 'list'] as const,
}

/** The keys of `listIncomingAccessRequests`. */
export const incomingAccessRequestKeys = {
  all: ['master-account', 'incomingAccessRequest'] as const,
  lists: () => ['master-account', 'incomingAccessRequest', 'list'] as const,
  list: (query: OperationQuery<'/platform/master-account/access/requests', 'get'>) => ['master-account', 'incomingAccessRequest', 'list', query] as const,
}

/** The keys of `searchContractors`. */
export const contractorKeys = {
  all: ['master-account', 'contractor'] as const,
  searches: () => ['master-account', 'contractor', 'search'] as const,
  search: (query: OperationQuery<'/platform/master-account/contractors', 'get'>) => ['master-account', 'contractor', 'search', query] as const,
}

/** The keys of `listInvitations`. */
export const invitationKeys = {
  all: ['master-account', 'invitation'] as const,
  lists: () => ['master-account', 'invitation', 'list'] as const,
  list: (query: OperationQuery<'/platform/master-account/invitations', 'get'>) => ['master-account', 'invitation', 'list', query] as const,
}

/** The keys of `listApplications`, `getApplication`. */
export const applicationKeys = {
  all: ['setting-applications', 'application'] as const,
  lists: () => ['setting-applications', 'application', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/applications', 'get'>) => ['setting-applications', 'application', 'list', query] as const,
  details: () => ['setting-applications', 'application', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/setting/applications/details/{id}', 'get'>['id']) => ['setting-applications', 'application', 'detail', id] as const,
}

/** The keys of `getClientSecret`. */
export const clientSecretKeys = {
  all: ['setting-applications', 'clientSecret'] as const,
  details: () => ['setting-applications', 'clientSecret', 'detail'] as const,
  detail: (clientId: OperationPathParams<'/platform/setting/applications/client/{clientId}/secret', 'get'>['clientId']) => ['setting-applications', 'clientSecret', 'detail', clientId] as const,
}

/** The keys of `listApplicationSessions`. */
export const applicationSessionKeys = {
  all: ['setting-applications', 'applicationSession'] as const,
  lists: () => ['setting-applications', 'applicationSession', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/applications/sessions', 'get'>) => ['setting-applications', 'applicationSession', 'list', query] as const,
}

/** The keys of `searchRoleMethods`. */
export const roleMethodKeys = {
  all: ['setting-applications', 'roleMethod'] as const,
  searches: () => ['setting-applications', 'roleMethod', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/roles/methods/search', 'get'>) => ['setting-applications', 'roleMethod', 'search', query] as const,
}

/** The keys of `filterMethods`. */
export const methodKeys = {
  all: ['setting-applications', 'method'] as const,
  filters: () => ['setting-applications', 'method', 'filter'] as const,
  filter: (query: OperationQuery<'/platform/setting/methods/filter', 'get'>) => ['setting-applications', 'method', 'filter', query] as const,
}

/** The keys of `listDomains`, `getDomain`, `searchDomains`. */
export const domainKeys = {
  all: ['setting-domains', 'domain'] as const,
  lists: () => ['setting-domains', 'domain', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/domains', 'get'>) => ['setting-domains', 'domain', 'list', query] as const,
  details: () => ['setting-domains', 'domain', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/setting/domains/{id}', 'get'>['id']) => ['setting-domains', 'domain', 'detail', id] as const,
  searches: () => ['setting-domains', 'domain', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/domains/search', 'get'>) => ['setting-domains', 'domain', 'search', query] as const,
}

/** The keys of `getBaseDomainSettings`. */
export const baseDomainSettingsKeys = {
  all: ['setting-domains', 'baseDomainSettings'] as const,
  detail: () => ['setting-domains', 'baseDomainSettings', 'detail'] as const,
}

/** The keys of `listStyleTemplates`. */
export const styleTemplateKeys = {
  all: ['setting-domains', 'styleTemplate'] as const,
  list: () => ['setting-domains', 'styleTemplate', 'list'] as const,
}

/** The keys of `searchLocales`. */
export const localeKeys = {
  all: ['setting-domains', 'locale'] as const,
  searches: () => ['setting-domains', 'locale', 'search'] as const,
  search: (query: OperationQuery<'/platform/locales/search', 'get'>) => ['setting-domains', 'locale', 'search', query] as const,
}

/** The keys of `searchDocuments`, `listDocuments`, `getDocument`. */
export const documentKeys = {
  all: ['setting-libraries', 'document'] as const,
  searches: () => ['setting-libraries', 'document', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/documents/search', 'get'>) => ['setting-libraries', 'document', 'search', query] as const,
  lists: () => ['setting-libraries', 'document', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/documents', 'get'>) => ['setting-libraries', 'document', 'list', query] as const,
  details: () => ['setting-libraries', 'document', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/setting/documents/{id}', 'get'>['id']) => ['setting-libraries', 'document', 'detail', id] as const,
}

/** The keys of `searchBanners`, `listBanners`. */
export const bannerKeys = {
  all: ['setting-libraries', 'banner'] as const,
  searches: () => ['setting-libraries', 'banner', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/banners/search', 'get'>) => ['setting-libraries', 'banner', 'search', query] as const,
  lists: () => ['setting-libraries', 'banner', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/banners', 'get'>) => ['setting-libraries', 'banner', 'list', query] as const,
}

/** The keys of `searchDeviceTypes`, `listDeviceTypes`. */
export const deviceTypeKeys = {
  all: ['setting-domains', 'deviceType'] as const,
  searches: () => ['setting-domains', 'deviceType', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/devices-types/search', 'get'>) => ['setting-domains', 'deviceType', 'search', query] as const,
  lists: () => ['setting-domains', 'deviceType', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/devices-types', 'get'>) => ['setting-domains', 'deviceType', 'list', query] as const,
}

/** The keys of `listAuthFlows`. */
export const authFlowKeys = {
  all: ['setting-auth-schemas', 'authFlow'] as const,
  list: () => ['setting-auth-schemas', 'authFlow', 'list'] as const,
}

/** The keys of `listAuthSchemes`. */
export const authSchemeKeys = {
  all: ['setting-auth-schemas', 'authScheme'] as const,
  list: () => ['setting-auth-schemas', 'authScheme', 'list'] as const,
}

/** The keys of `getPlatformSettings`. */
export const platformSettingsKeys = {
  all: ['setting-settings', 'platformSettings'] as const,
  detail: () => ['setting-settings', 'platformSettings', 'detail'] as const,
}

/** The keys of `getUsersSettings`. */
export const usersSettingsKeys = {
  all: ['setting-settings', 'usersSettings'] as const,
  detail: () => ['setting-settings', 'usersSettings', 'detail'] as const,
}

/** The keys of `searchRoles`. */
export const roleKeys = {
  all: ['setting-settings', 'role'] as const,
  searches: () => ['setting-settings', 'role', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/roles/search', 'get'>) => ['setting-settings', 'role', 'search', query] as const,
}

/** The keys of `searchUserContacts`. */
export const userContactKeys = {
  all: ['setting-settings', 'userContact'] as const,
  searches: () => ['setting-settings', 'userContact', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/users/contacts/search', 'get'>) => ['setting-settings', 'userContact', 'search', query] as const,
}

/** The keys of `searchNetworkAliases`, `listNetworkAliases`. */
export const networkAliasKeys = {
  all: ['setting-lists', 'networkAlias'] as const,
  searches: () => ['setting-lists', 'networkAlias', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/network-aliases/search', 'get'>) => ['setting-lists', 'networkAlias', 'search', query] as const,
  lists: () => ['setting-lists', 'networkAlias', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/network-aliases', 'get'>) => ['setting-lists', 'networkAlias', 'list', query] as const,
}

/** The keys of `searchPersonnelActionTypes`. */
export const personnelActionTypeKeys = {
  all: ['setting-dynamic-fields', 'personnelActionType'] as const,
  searches: () => ['setting-dynamic-fields', 'personnelActionType', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/personnel-actions-types/search', 'get'>) => ['setting-dynamic-fields', 'personnelActionType', 'search', query] as const,
}

/** The keys of `listDynamicFieldTypes`. */
export const dynamicFieldTypeKeys = {
  all: ['setting-dynamic-fields', 'dynamicFieldType'] as const,
  list: () => ['setting-dynamic-fields', 'dynamicFieldType', 'list'] as const,
}

/** The keys of `listDynamicFieldTabs`, `getDynamicFieldTab`. */
export const dynamicFieldTabKeys = {
  all: ['setting-dynamic-fields', 'dynamicFieldTab'] as const,
  lists: () => ['setting-dynamic-fields', 'dynamicFieldTab', 'list'] as const,
  list: (type: OperationPathParams<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>['type']) => ['setting-dynamic-fields', 'dynamicFieldTab', 'list', type] as const,
  details: () => ['setting-dynamic-fields', 'dynamicFieldTab', 'detail'] as const,
  detail: (tab: OperationPathParams<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>['tab']) => ['setting-dynamic-fields', 'dynamicFieldTab', 'detail', tab] as const,
}

/** The keys of `getDynamicField`. */
export const dynamicFieldKeys = {
  all: ['setting-dynamic-fields', 'dynamicField'] as const,
  details: () => ['setting-dynamic-fields', 'dynamicField', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/setting/dynamic-fields/{id}', 'get'>['id']) => ['setting-dynamic-fields', 'dynamicField', 'detail', id] as const,
}

/** The keys of `listNotifyMethods`. */
export const notifyMethodKeys = {
  all: ['setting-lists', 'notifyMethod'] as const,
  list: () => ['setting-lists', 'notifyMethod', 'list'] as const,
}

/** The keys of `listWhitelist`. */
export const whitelistKeys = {
  all: ['setting-lists', 'whitelist'] as const,
  lists: () => ['setting-lists', 'whitelist', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/whitelist', 'get'>) => ['setting-lists', 'whitelist', 'list', query] as const,
}

/** The keys of `listBlacklist`. */
export const blacklistKeys = {
  all: ['setting-lists', 'blacklist'] as const,
  lists: () => ['setting-lists', 'blacklist', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/blacklist', 'get'>) => ['setting-lists', 'blacklist', 'list', query] as const,
}

/** The keys of `listHistory`. */
export const historyKeys = {
  all: ['setting-history', 'history'] as const,
  lists: () => ['setting-history', 'history', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/history', 'get'>) => ['setting-history', 'history', 'list', query] as const,
}

/** The keys of `listHistoryTypes`. */
export const historyTypeKeys = {
  all: ['setting-history', 'historyType'] as const,
  list: () => ['setting-history', 'historyType', 'list'] as const,
}

/** The keys of `getMonitoringStatus`. */
export const monitoringStatusKeys = {
  all: ['setting-monitoring', 'monitoringStatus'] as const,
  detail: () => ['setting-monitoring', 'monitoringStatus', 'detail'] as const,
}

/** The keys of `getDiagnosticsStatus`. */
export const diagnosticsStatusKeys = {
  all: ['setting-monitoring', 'diagnosticsStatus'] as const,
  detail: () => ['setting-monitoring', 'diagnosticsStatus', 'detail'] as const,
}

/** The keys of `getDiagnosticsApplicationsStatus`. */
export const diagnosticsApplicationsStatusKeys = {
  all: ['setting-monitoring', 'diagnosticsApplicationsStatus'] as const,
  detail: () => ['setting-monitoring', 'diagnosticsApplicationsStatus', 'detail'] as const,
}

/** The keys of `listMonitoringApplications`. */
export const monitoringApplicationKeys = {
  all: ['setting-monitoring', 'monitoringApplication'] as const,
  list: () => ['setting-monitoring', 'monitoringApplication', 'list'] as const,
}

/** The keys of `listMonitoring`, `refreshMonitoring`. */
export const monitoringKeys = {
  all: ['setting-monitoring', 'monitoring'] as const,
  lists: () => ['setting-monitoring', 'monitoring', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/monitoring', 'get'>) => ['setting-monitoring', 'monitoring', 'list', query] as const,
  refreshes: () => ['setting-monitoring', 'monitoring', 'refresh'] as const,
  refresh: (query: OperationQuery<'/platform/setting/monitoring/refresh', 'get'>) => ['setting-monitoring', 'monitoring', 'refresh', query] as const,
}

/** The keys of `downloadMonitoringXlsx`. */
export const monitoringXlsxKeys = {
  all: ['setting-monitoring', 'monitoringXlsx'] as const,
  downloads: () => ['setting-monitoring', 'monitoringXlsx', 'download'] as const,
  download: (query: OperationQuery<'/platform/setting/monitoring/xlsx', 'get'>) => ['setting-monitoring', 'monitoringXlsx', 'download', query] as const,
}

/** The keys of `listDiagnosticsVersions`. */
export const diagnosticsVersionKeys = {
  all: ['setting-monitoring', 'diagnosticsVersion'] as const,
  lists: () => ['setting-monitoring', 'diagnosticsVersion', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/diagnostics/versions', 'get'>) => ['setting-monitoring', 'diagnosticsVersion', 'list', query] as const,
}

/** The keys of `refreshDiagnostics`. */
export const diagnosticsKeys = {
  all: ['setting-monitoring', 'diagnostics'] as const,
  refreshes: () => ['setting-monitoring', 'diagnostics', 'refresh'] as const,
  refresh: (query: OperationQuery<'/platform/setting/diagnostics/refresh', 'get'>) => ['setting-monitoring', 'diagnostics', 'refresh', query] as const,
}

/** The keys of `getLicense`. */
export const licenseKeys = {
  all: ['setting-license', 'license'] as const,
  detail: () => ['setting-license', 'license', 'detail'] as const,
}

/** The keys of `getLicenseSessions`. */
export const licenseSessionsKeys = {
  all: ['setting-license', 'licenseSessions'] as const,
  detail: () => ['setting-license', 'licenseSessions', 'detail'] as const,
}

/** The keys of `listProviders`, `getProvider`. */
export const providerKeys = {
  all: ['setting-providers', 'provider'] as const,
  lists: () => ['setting-providers', 'provider', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/providers', 'get'>) => ['setting-providers', 'provider', 'list', query] as const,
  details: () => ['setting-providers', 'provider', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/setting/providers/{id}', 'get'>['id']) => ['setting-providers', 'provider', 'detail', id] as const,
}

/** The keys of `listMappers`. */
export const mapperKeys = {
  all: ['setting-providers', 'mapper'] as const,
  lists: (syncId?: OperationPathParams<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>['syncId']) =>
    syncId === undefined ? (['setting-providers', 'mapper', 'list'] as const) : (['setting-providers', 'mapper', 'list', syncId] as const),
  list: (syncId: OperationPathParams<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>['syncId'], query: OperationQuery<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>) => ['setting-providers', 'mapper', 'list', syncId, query] as const,
}

/** The keys of `listProviderSyncHistory`. */
export const providerSyncHistoryKeys = {
  all: ['setting-providers', 'providerSyncHistory'] as const,
  lists: (syncId?: OperationPathParams<'/platform/setting/providers/sync/{syncId}/history', 'get'>['syncId']) =>
    syncId === undefined ? (['setting-providers', 'providerSyncHistory', 'list'] as const) : (['setting-providers', 'providerSyncHistory', 'list', syncId] as const),
  list: (syncId: OperationPathParams<'/platform/setting/providers/sync/{syncId}/history', 'get'>['syncId'], query: OperationQuery<'/platform/setting/providers/sync/{syncId}/history', 'get'>) => ['setting-providers', 'providerSyncHistory', 'list', syncId, query] as const,
}

/** The keys of `listMapperFields`. */
export const mapperFieldKeys = {
  all: ['setting-providers', 'mapperField'] as const,
  list: () => ['setting-providers', 'mapperField', 'list'] as const,
}

/** The keys of `listLanguages`. */
export const languageKeys = {
  all: ['setting-libraries', 'language'] as const,
  lists: () => ['setting-libraries', 'language', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/locales', 'get'>) => ['setting-libraries', 'language', 'list', query] as const,
}

/** The keys of `listIntegrationRecords`. */
export const integrationRecordKeys = {
  all: ['setting-integration', 'integrationRecord'] as const,
  lists: () => ['setting-integration', 'integrationRecord', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/integration-monitoring', 'get'>) => ['setting-integration', 'integrationRecord', 'list', query] as const,
}

/** The keys of `searchIntegrationKeys`. */
export const integrationKeyKeys = {
  all: ['setting-integration', 'integrationKey'] as const,
  searches: () => ['setting-integration', 'integrationKey', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/integration-monitoring/keys/search', 'get'>) => ['setting-integration', 'integrationKey', 'search', query] as const,
}

/** The keys of `downloadIntegrationRequest`. */
export const integrationRequestKeys = {
  all: ['setting-integration', 'integrationRequest'] as const,
  downloads: () => ['setting-integration', 'integrationRequest', 'download'] as const,
  download: (id: OperationPathParams<'/platform/setting/integration-monitoring/requests/{id}', 'get'>['id']) => ['setting-integration', 'integrationRequest', 'download', id] as const,
}

/** The keys of `downloadIntegrationResponse`. */
export const integrationResponseKeys = {
  all: ['setting-integration', 'integrationResponse'] as const,
  downloads: () => ['setting-integration', 'integrationResponse', 'download'] as const,
  download: (id: OperationPathParams<'/platform/setting/integration-monitoring/responses/{id}', 'get'>['id']) => ['setting-integration', 'integrationResponse', 'download', id] as const,
}

/** The keys of `listIntegrationSyncs`. */
export const integrationSyncKeys = {
  all: ['setting-integration', 'integrationSync'] as const,
  lists: () => ['setting-integration', 'integrationSync', 'list'] as const,
  list: (query: OperationQuery<'/platform/setting/integration-synchronization', 'get'>) => ['setting-integration', 'integrationSync', 'list', query] as const,
}
