// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, OperationQuery } from '../client'

/** Every GET operation: its area and the query it takes (`never`: none). */
export interface QueryOperations {
  getProjectInfo: { area: 'ui'; query: never }
  getMenu: { area: 'ui'; query: OperationQuery<'/platform/ui/menu', 'get'> }
  getPlatformMenu: { area: 'ui'; query: never }
  getServicesMenu: { area: 'ui'; query: never }
  getPlatformConfigure: { area: 'ui'; query: never }
  getServiceApplication: { area: 'ui'; query: never }
  getPublicSettings: { area: 'ui'; query: never }
  getUserSettings: { area: 'ui'; query: never }
  listCountryCodes: { area: 'ui'; query: never }
  getDocumentView: { area: 'ui'; query: never }
  getStyleAsset: { area: 'ui'; query: never }
  getAuthConfig: { area: 'auth'; query: OperationQuery<'/platform/auth/config/{idAttribute}', 'get'> }
  getRegistrationLinkStatus: { area: 'registration'; query: never }
  getPasswordLinkStatus: { area: 'password'; query: never }
  getEntryPasswordLinkStatus: { area: 'password'; query: never }
  getInvitationLinkStatus: { area: 'invitation'; query: never }
  getProfile: { area: 'profile'; query: never }
  getProfileDetails: { area: 'profile'; query: never }
  getProfileConfigure: { area: 'profile'; query: never }
  listProfileHistory: { area: 'profile'; query: OperationQuery<'/platform/user/profile/history', 'get'> }
  getAvatar: { area: 'profile'; query: never }
  listSessions: { area: 'profile'; query: OperationQuery<'/platform/user/sessions', 'get'> }
  listSubscriptions: { area: 'profile'; query: OperationQuery<'/platform/user/profile/subscribes', 'get'> }
  listCompanies: { area: 'profile'; query: never }
  listContacts: { area: 'profile'; query: OperationQuery<'/platform/user/profile/contacts', 'get'> }
  listContactContractors: { area: 'profile'; query: OperationQuery<'/platform/user/profile/contacts/{userId}/contractors', 'get'> }
  listNotifications: { area: 'notify'; query: OperationQuery<'/platform/notify/personal-account', 'get'> }
  listLatestNotifications: { area: 'notify'; query: never }
  listAccessRequests: { area: 'accesses'; query: OperationQuery<'/platform/user/access/requests', 'get'> }
  listAvailableRoles: { area: 'accesses'; query: never }
  listIncomingAccessRequests: { area: 'master-account'; query: OperationQuery<'/platform/master-account/access/requests', 'get'> }
  searchContractors: { area: 'master-account'; query: OperationQuery<'/platform/master-account/contractors', 'get'> }
  listInvitations: { area: 'master-account'; query: OperationQuery<'/platform/master-account/invitations', 'get'> }
  listApplications: { area: 'setting-applications'; query: OperationQuery<'/platform/setting/applications', 'get'> }
  getApplication: { area: 'setting-applications'; query: never }
  getClientSecret: { area: 'setting-applications'; query: never }
  listApplicationSessions: { area: 'setting-applications'; query: OperationQuery<'/platform/setting/applications/sessions', 'get'> }
  searchRoleMethods: { area: 'setting-applications'; query: OperationQuery<'/platform/setting/roles/methods/search', 'get'> }
  filterMethods: { area: 'setting-applications'; query: OperationQuery<'/platform/setting/methods/filter', 'get'> }
  listDomains: { area: 'setting-domains'; query: OperationQuery<'/platform/setting/domains', 'get'> }
  getDomain: { area: 'setting-domains'; query: never }
  searchDomains: { area: 'setting-domains'; query: OperationQuery<'/platform/setting/domains/search', 'get'> }
  getBaseDomainSettings: { area: 'setting-domains'; query: never }
  listStyleTemplates: { area: 'setting-domains'; query: never }
  searchLocales: { area: 'setting-domains'; query: OperationQuery<'/platform/locales/search', 'get'> }
  searchDocuments: { area: 'setting-domains'; query: OperationQuery<'/platform/setting/documents/search', 'get'> }
  searchBanners: { area: 'setting-domains'; query: OperationQuery<'/platform/setting/banners/search', 'get'> }
  searchDeviceTypes: { area: 'setting-domains'; query: OperationQuery<'/platform/setting/devices-types/search', 'get'> }
  listDeviceTypes: { area: 'setting-domains'; query: OperationQuery<'/platform/setting/devices-types', 'get'> }
  listAuthFlows: { area: 'setting-auth-schemas'; query: never }
  listAuthSchemes: { area: 'setting-auth-schemas'; query: never }
  getPlatformSettings: { area: 'setting-settings'; query: never }
  getUsersSettings: { area: 'setting-settings'; query: never }
  searchRoles: { area: 'setting-settings'; query: OperationQuery<'/platform/setting/roles/search', 'get'> }
  searchUserContacts: { area: 'setting-settings'; query: OperationQuery<'/platform/setting/users/contacts/search', 'get'> }
  searchNetworkAliases: { area: 'setting-settings'; query: OperationQuery<'/platform/setting/network-aliases/search', 'get'> }
  searchPersonnelActionTypes: { area: 'setting-dynamic-fields'; query: OperationQuery<'/platform/setting/personnel-actions-types/search', 'get'> }
  listDynamicFieldTypes: { area: 'setting-dynamic-fields'; query: never }
  listDynamicFieldTabs: { area: 'setting-dynamic-fields'; query: never }
  getDynamicFieldTab: { area: 'setting-dynamic-fields'; query: never }
  getDynamicField: { area: 'setting-dynamic-fields'; query: never }
  listNotifyMethods: { area: 'setting-lists'; query: never }
  listWhitelist: { area: 'setting-lists'; query: OperationQuery<'/platform/setting/whitelist', 'get'> }
  listBlacklist: { area: 'setting-lists'; query: OperationQuery<'/platform/setting/blacklist', 'get'> }
  listNetworkAliases: { area: 'setting-lists'; query: OperationQuery<'/platform/setting/network-aliases', 'get'> }
  listHistory: { area: 'setting-history'; query: OperationQuery<'/platform/setting/history', 'get'> }
  listHistoryTypes: { area: 'setting-history'; query: never }
  getMonitoringStatus: { area: 'setting-monitoring'; query: never }
  getDiagnosticsStatus: { area: 'setting-monitoring'; query: never }
  getDiagnosticsApplicationsStatus: { area: 'setting-monitoring'; query: never }
  listMonitoringApplications: { area: 'setting-monitoring'; query: never }
  listMonitoring: { area: 'setting-monitoring'; query: OperationQuery<'/platform/setting/monitoring', 'get'> }
  refreshMonitoring: { area: 'setting-monitoring'; query: OperationQuery<'/platform/setting/monitoring/refresh', 'get'> }
  downloadMonitoringXlsx: { area: 'setting-monitoring'; query: OperationQuery<'/platform/setting/monitoring/xlsx', 'get'> }
  listDiagnosticsVersions: { area: 'setting-monitoring'; query: OperationQuery<'/platform/setting/diagnostics/versions', 'get'> }
  refreshDiagnostics: { area: 'setting-monitoring'; query: OperationQuery<'/platform/setting/diagnostics/refresh', 'get'> }
  getLicense: { area: 'setting-license'; query: never }
  getLicenseSessions: { area: 'setting-license'; query: never }
  listProviders: { area: 'setting-providers'; query: OperationQuery<'/platform/setting/providers', 'get'> }
  getProvider: { area: 'setting-providers'; query: never }
  listMappers: { area: 'setting-providers'; query: OperationQuery<'/platform/setting/providers/sync/{syncId}/mappers', 'get'> }
  listProviderSyncHistory: { area: 'setting-providers'; query: OperationQuery<'/platform/setting/providers/sync/{syncId}/history', 'get'> }
  listMapperFields: { area: 'setting-providers'; query: never }
  listDocuments: { area: 'setting-libraries'; query: OperationQuery<'/platform/setting/documents', 'get'> }
  getDocument: { area: 'setting-libraries'; query: never }
  listBanners: { area: 'setting-libraries'; query: OperationQuery<'/platform/setting/banners', 'get'> }
  listLanguages: { area: 'setting-libraries'; query: OperationQuery<'/platform/setting/locales', 'get'> }
  listIntegrationRecords: { area: 'setting-integration'; query: OperationQuery<'/platform/setting/integration-monitoring', 'get'> }
  searchIntegrationKeys: { area: 'setting-integration'; query: OperationQuery<'/platform/setting/integration-monitoring/keys/search', 'get'> }
  downloadIntegrationRequest: { area: 'setting-integration'; query: never }
  downloadIntegrationResponse: { area: 'setting-integration'; query: never }
  listIntegrationSyncs: { area: 'setting-integration'; query: OperationQuery<'/platform/setting/integration-synchronization', 'get'> }
}

/** Every other operation: its area, its request and its answer. */
export interface MutationOperations {
  updateUserSettings: { area: 'ui'; variables: OperationInit<'/platform/users/settings', 'patch'>; data: OperationData<'/platform/users/settings', 'patch'> }
  reportDevice: { area: 'ui'; variables: OperationInit<'/platform/user/profile/device', 'post'>; data: OperationData<'/platform/user/profile/device', 'post'> }
  recordMetricsHit: { area: 'ui'; variables: OperationInit<'/statistics/metrics/hit', 'post'>; data: OperationData<'/statistics/metrics/hit', 'post'> }
  login: { area: 'auth'; variables: OperationInit<'/platform/auth/login/{idAttribute}', 'post'>; data: OperationData<'/platform/auth/login/{idAttribute}', 'post'> }
  sendLoginCode: { area: 'auth'; variables: OperationInit<'/platform/auth/code/{idAttribute}', 'post'>; data: OperationData<'/platform/auth/code/{idAttribute}', 'post'> }
  logout: { area: 'auth'; variables: OperationInit<'/platform/auth/logout', 'post'>; data: OperationData<'/platform/auth/logout', 'post'> }
  requestRegistrationLink: { area: 'registration'; variables: OperationInit<'/platform/registration/link', 'post'>; data: OperationData<'/platform/registration/link', 'post'> }
  sendRegistrationCode: { area: 'registration'; variables: OperationInit<'/platform/registration/code', 'post'>; data: OperationData<'/platform/registration/code', 'post'> }
  verifyRegistrationCode: { area: 'registration'; variables: OperationInit<'/platform/registration/verify', 'put'>; data: OperationData<'/platform/registration/verify', 'put'> }
  completeRegistration: { area: 'registration'; variables: OperationInit<'/platform/registration/complete', 'post'>; data: OperationData<'/platform/registration/complete', 'post'> }
  requestPasswordLink: { area: 'password'; variables: OperationInit<'/platform/password/link', 'post'>; data: OperationData<'/platform/password/link', 'post'> }
  setNewPassword: { area: 'password'; variables: OperationInit<'/platform/password/{id}', 'put'>; data: OperationData<'/platform/password/{id}', 'put'> }
  setEntryPassword: { area: 'password'; variables: OperationInit<'/platform/password/entry/{id}', 'put'>; data: OperationData<'/platform/password/entry/{id}', 'put'> }
  refuseInvitation: { area: 'invitation'; variables: OperationInit<'/platform/invitation/{id}', 'delete'>; data: OperationData<'/platform/invitation/{id}', 'delete'> }
  sendInvitationCode: { area: 'invitation'; variables: OperationInit<'/platform/invitation/code', 'post'>; data: OperationData<'/platform/invitation/code', 'post'> }
  verifyInvitationCode: { area: 'invitation'; variables: OperationInit<'/platform/invitation/verify', 'put'>; data: OperationData<'/platform/invitation/verify', 'put'> }
  acceptInvitation: { area: 'invitation'; variables: OperationInit<'/platform/invitation/accept', 'post'>; data: OperationData<'/platform/invitation/accept', 'post'> }
  updateProfile: { area: 'profile'; variables: OperationInit<'/platform/user/profile', 'patch'>; data: OperationData<'/platform/user/profile', 'patch'> }
  deleteProfile: { area: 'profile'; variables: OperationInit<'/platform/user/profile', 'delete'>; data: OperationData<'/platform/user/profile', 'delete'> }
  updateProfilePassword: { area: 'profile'; variables: OperationInit<'/platform/user/profile/password', 'patch'>; data: OperationData<'/platform/user/profile/password', 'patch'> }
  uploadAvatar: { area: 'profile'; variables: OperationInit<'/platform/user/avatar', 'patch'>; data: OperationData<'/platform/user/avatar', 'patch'> }
  deleteAllSessions: { area: 'profile'; variables: OperationInit<'/platform/user/sessions', 'delete'>; data: OperationData<'/platform/user/sessions', 'delete'> }
  deleteSession: { area: 'profile'; variables: OperationInit<'/platform/user/sessions/{sessionId}', 'delete'>; data: OperationData<'/platform/user/sessions/{sessionId}', 'delete'> }
  updateSubscriptions: { area: 'profile'; variables: OperationInit<'/platform/user/profile/subscribes', 'put'>; data: OperationData<'/platform/user/profile/subscribes', 'put'> }
  leaveCompany: { area: 'profile'; variables: OperationInit<'/platform/user/profile/companies/{id}', 'delete'>; data: OperationData<'/platform/user/profile/companies/{id}', 'delete'> }
  markNotificationRead: { area: 'notify'; variables: OperationInit<'/platform/notify/personal-account/read', 'post'>; data: OperationData<'/platform/notify/personal-account/read', 'post'> }
  createAccessRequests: { area: 'accesses'; variables: OperationInit<'/platform/user/access/requests', 'post'>; data: OperationData<'/platform/user/access/requests', 'post'> }
  withdrawAccessRequest: { area: 'accesses'; variables: OperationInit<'/platform/user/access/requests/{requestId}', 'delete'>; data: OperationData<'/platform/user/access/requests/{requestId}', 'delete'> }
  approveAccessRequest: { area: 'master-account'; variables: OperationInit<'/platform/master-account/access/requests/approve/contractor', 'post'>; data: OperationData<'/platform/master-account/access/requests/approve/contractor', 'post'> }
  rejectAccessRequest: { area: 'master-account'; variables: OperationInit<'/platform/master-account/access/requests/failure', 'post'>; data: OperationData<'/platform/master-account/access/requests/failure', 'post'> }
  markAccessRequestDuplicate: { area: 'master-account'; variables: OperationInit<'/platform/master-account/access/requests/duplicate', 'post'>; data: OperationData<'/platform/master-account/access/requests/duplicate', 'post'> }
  allowAccessRequest: { area: 'master-account'; variables: OperationInit<'/platform/master-account/access/requests/allow', 'post'>; data: OperationData<'/platform/master-account/access/requests/allow', 'post'> }
  createInvitation: { area: 'master-account'; variables: OperationInit<'/platform/master-account/invitations', 'post'>; data: OperationData<'/platform/master-account/invitations', 'post'> }
  resendInvitation: { area: 'master-account'; variables: OperationInit<'/platform/master-account/invitations/resend/{id}', 'post'>; data: OperationData<'/platform/master-account/invitations/resend/{id}', 'post'> }
  deleteInvitation: { area: 'master-account'; variables: OperationInit<'/platform/master-account/invitations/{id}', 'delete'>; data: OperationData<'/platform/master-account/invitations/{id}', 'delete'> }
  updateContactContractor: { area: 'master-account'; variables: OperationInit<'/platform/master-account/contacts/contractors', 'put'>; data: OperationData<'/platform/master-account/contacts/contractors', 'put'> }
  deleteContactContractor: { area: 'master-account'; variables: OperationInit<'/platform/master-account/contacts/contractors', 'delete'>; data: OperationData<'/platform/master-account/contacts/contractors', 'delete'> }
  createApplication: { area: 'setting-applications'; variables: OperationInit<'/platform/setting/applications', 'post'>; data: OperationData<'/platform/setting/applications', 'post'> }
  updateApplication: { area: 'setting-applications'; variables: OperationInit<'/platform/setting/applications/{id}', 'put'>; data: OperationData<'/platform/setting/applications/{id}', 'put'> }
  deleteApplication: { area: 'setting-applications'; variables: OperationInit<'/platform/setting/applications/{id}', 'delete'>; data: OperationData<'/platform/setting/applications/{id}', 'delete'> }
  reorderApplications: { area: 'setting-applications'; variables: OperationInit<'/platform/setting/applications/order', 'patch'>; data: OperationData<'/platform/setting/applications/order', 'patch'> }
  regenerateClientSecret: { area: 'setting-applications'; variables: OperationInit<'/platform/setting/applications/client/{clientId}/secret', 'put'>; data: OperationData<'/platform/setting/applications/client/{clientId}/secret', 'put'> }
  deleteApplicationSessions: { area: 'setting-applications'; variables: OperationInit<'/platform/setting/applications/sessions', 'delete'>; data: OperationData<'/platform/setting/applications/sessions', 'delete'> }
  deleteApplicationSession: { area: 'setting-applications'; variables: OperationInit<'/platform/setting/applications/sessions/{sessionId}', 'delete'>; data: OperationData<'/platform/setting/applications/sessions/{sessionId}', 'delete'> }
  createDomain: { area: 'setting-domains'; variables: OperationInit<'/platform/setting/domains', 'post'>; data: OperationData<'/platform/setting/domains', 'post'> }
  updateDomain: { area: 'setting-domains'; variables: OperationInit<'/platform/setting/domains/{id}', 'put'>; data: OperationData<'/platform/setting/domains/{id}', 'put'> }
  deleteDomain: { area: 'setting-domains'; variables: OperationInit<'/platform/setting/domains/{id}', 'delete'>; data: OperationData<'/platform/setting/domains/{id}', 'delete'> }
  setDomainEnabled: { area: 'setting-domains'; variables: OperationInit<'/platform/setting/domains/{id}/enabled', 'put'>; data: OperationData<'/platform/setting/domains/{id}/enabled', 'put'> }
  createDeviceType: { area: 'setting-domains'; variables: OperationInit<'/platform/setting/devices-types', 'post'>; data: OperationData<'/platform/setting/devices-types', 'post'> }
  updateDeviceType: { area: 'setting-domains'; variables: OperationInit<'/platform/setting/devices-types/{id}', 'put'>; data: OperationData<'/platform/setting/devices-types/{id}', 'put'> }
  deleteDeviceType: { area: 'setting-domains'; variables: OperationInit<'/platform/setting/devices-types/{id}', 'delete'>; data: OperationData<'/platform/setting/devices-types/{id}', 'delete'> }
  createAuthScheme: { area: 'setting-auth-schemas'; variables: OperationInit<'/platform/setting/authentication-schemas', 'post'>; data: OperationData<'/platform/setting/authentication-schemas', 'post'> }
  updateAuthScheme: { area: 'setting-auth-schemas'; variables: OperationInit<'/platform/setting/authentication-schemas/{id}', 'put'>; data: OperationData<'/platform/setting/authentication-schemas/{id}', 'put'> }
  deleteAuthScheme: { area: 'setting-auth-schemas'; variables: OperationInit<'/platform/setting/authentication-schemas/{id}', 'delete'>; data: OperationData<'/platform/setting/authentication-schemas/{id}', 'delete'> }
  setAuthSchemeActive: { area: 'setting-auth-schemas'; variables: OperationInit<'/platform/setting/authentication-schemas/{id}/active', 'put'>; data: OperationData<'/platform/setting/authentication-schemas/{id}/active', 'put'> }
  reorderAuthSchemes: { area: 'setting-auth-schemas'; variables: OperationInit<'/platform/setting/authentication-schemas/priority', 'patch'>; data: OperationData<'/platform/setting/authentication-schemas/priority', 'patch'> }
  updatePlatformSettings: { area: 'setting-settings'; variables: OperationInit<'/platform/setting/application/settings/platform', 'patch'>; data: OperationData<'/platform/setting/application/settings/platform', 'patch'> }
  updateUsersSettings: { area: 'setting-settings'; variables: OperationInit<'/platform/setting/application/settings/users', 'patch'>; data: OperationData<'/platform/setting/application/settings/users', 'patch'> }
  setDynamicFieldTabActive: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>; data: OperationData<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'> }
  reorderDynamicFieldTabs: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>; data: OperationData<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'> }
  reorderDynamicFieldSubtypes: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>; data: OperationData<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'> }
  createDynamicFieldSubtype: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/subtypes', 'post'>; data: OperationData<'/platform/setting/dynamic-fields/subtypes', 'post'> }
  updateDynamicFieldSubtype: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/subtypes', 'put'>; data: OperationData<'/platform/setting/dynamic-fields/subtypes', 'put'> }
  deleteDynamicFieldSubtypes: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/subtypes', 'delete'>; data: OperationData<'/platform/setting/dynamic-fields/subtypes', 'delete'> }
  deleteDynamicFieldSubtype: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>; data: OperationData<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'> }
  setDynamicFieldSubtypeActive: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>; data: OperationData<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'> }
  createDynamicField: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields', 'post'>; data: OperationData<'/platform/setting/dynamic-fields', 'post'> }
  updateDynamicField: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/{id}', 'put'>; data: OperationData<'/platform/setting/dynamic-fields/{id}', 'put'> }
  deleteDynamicField: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/{id}', 'delete'>; data: OperationData<'/platform/setting/dynamic-fields/{id}', 'delete'> }
  setDynamicFieldActive: { area: 'setting-dynamic-fields'; variables: OperationInit<'/platform/setting/dynamic-fields/{id}/active', 'put'>; data: OperationData<'/platform/setting/dynamic-fields/{id}/active', 'put'> }
  setNotifyMethodEnabled: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>; data: OperationData<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'> }
  createWhitelistEntry: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/whitelist', 'post'>; data: OperationData<'/platform/setting/whitelist', 'post'> }
  updateWhitelistEntry: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/whitelist/{id}', 'put'>; data: OperationData<'/platform/setting/whitelist/{id}', 'put'> }
  deleteWhitelistEntry: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/whitelist/{id}', 'delete'>; data: OperationData<'/platform/setting/whitelist/{id}', 'delete'> }
  setWhitelistEntryEnabled: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/whitelist/{id}/enabled', 'put'>; data: OperationData<'/platform/setting/whitelist/{id}/enabled', 'put'> }
  createBlacklistEntry: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/blacklist', 'post'>; data: OperationData<'/platform/setting/blacklist', 'post'> }
  updateBlacklistEntry: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/blacklist/{id}', 'put'>; data: OperationData<'/platform/setting/blacklist/{id}', 'put'> }
  deleteBlacklistEntry: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/blacklist/{id}', 'delete'>; data: OperationData<'/platform/setting/blacklist/{id}', 'delete'> }
  setBlacklistEntryEnabled: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/blacklist/{id}/enabled', 'put'>; data: OperationData<'/platform/setting/blacklist/{id}/enabled', 'put'> }
  createNetworkAlias: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/network-aliases', 'post'>; data: OperationData<'/platform/setting/network-aliases', 'post'> }
  updateNetworkAlias: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/network-aliases/{id}', 'put'>; data: OperationData<'/platform/setting/network-aliases/{id}', 'put'> }
  deleteNetworkAlias: { area: 'setting-lists'; variables: OperationInit<'/platform/setting/network-aliases/{id}', 'delete'>; data: OperationData<'/platform/setting/network-aliases/{id}', 'delete'> }
  saveLicense: { area: 'setting-license'; variables: OperationInit<'/platform/setting/license', 'post'>; data: OperationData<'/platform/setting/license', 'post'> }
  deleteLicense: { area: 'setting-license'; variables: OperationInit<'/platform/setting/license', 'delete'>; data: OperationData<'/platform/setting/license', 'delete'> }
  checkLicense: { area: 'setting-license'; variables: OperationInit<'/platform/setting/license/check', 'post'>; data: OperationData<'/platform/setting/license/check', 'post'> }
  createProvider: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers', 'post'>; data: OperationData<'/platform/setting/providers', 'post'> }
  updateProvider: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/{id}', 'put'>; data: OperationData<'/platform/setting/providers/{id}', 'put'> }
  deleteProvider: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/{id}', 'delete'>; data: OperationData<'/platform/setting/providers/{id}', 'delete'> }
  setProviderEnabled: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/{id}/enabled', 'put'>; data: OperationData<'/platform/setting/providers/{id}/enabled', 'put'> }
  checkProviderConnection: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/status', 'post'>; data: OperationData<'/platform/setting/providers/status', 'post'> }
  startProviderSync: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/{id}/sync/start', 'post'>; data: OperationData<'/platform/setting/providers/{id}/sync/start', 'post'> }
  updateProviderSync: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>; data: OperationData<'/platform/setting/providers/{id}/sync/{syncId}', 'put'> }
  createMapper: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>; data: OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'post'> }
  createBaseMappers: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/sync/{syncId}/base', 'post'>; data: OperationData<'/platform/setting/providers/sync/{syncId}/base', 'post'> }
  updateMapper: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/mappers/{id}', 'put'>; data: OperationData<'/platform/setting/providers/mappers/{id}', 'put'> }
  deleteMapper: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/mappers/{id}', 'delete'>; data: OperationData<'/platform/setting/providers/mappers/{id}', 'delete'> }
  setMapperEnabled: { area: 'setting-providers'; variables: OperationInit<'/platform/setting/providers/mappers/{id}/enabled', 'put'>; data: OperationData<'/platform/setting/providers/mappers/{id}/enabled', 'put'> }
  createDocument: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/documents', 'post'>; data: OperationData<'/platform/setting/documents', 'post'> }
  updateDocument: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/documents/{id}', 'put'>; data: OperationData<'/platform/setting/documents/{id}', 'put'> }
  deleteDocument: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/documents/{id}', 'delete'>; data: OperationData<'/platform/setting/documents/{id}', 'delete'> }
  setDocumentEnabled: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/documents/{id}/enabled', 'put'>; data: OperationData<'/platform/setting/documents/{id}/enabled', 'put'> }
  createBanner: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/banners', 'post'>; data: OperationData<'/platform/setting/banners', 'post'> }
  updateBanner: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/banners/{id}', 'put'>; data: OperationData<'/platform/setting/banners/{id}', 'put'> }
  deleteBanner: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/banners/{id}', 'delete'>; data: OperationData<'/platform/setting/banners/{id}', 'delete'> }
  setBannerVisible: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/banners/{id}/visible', 'put'>; data: OperationData<'/platform/setting/banners/{id}/visible', 'put'> }
  createLanguage: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/locales', 'post'>; data: OperationData<'/platform/setting/locales', 'post'> }
  updateLanguage: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/locales/{id}', 'put'>; data: OperationData<'/platform/setting/locales/{id}', 'put'> }
  deleteLanguage: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/locales/{id}', 'delete'>; data: OperationData<'/platform/setting/locales/{id}', 'delete'> }
  setLanguageEnabled: { area: 'setting-libraries'; variables: OperationInit<'/platform/setting/locales/{id}/enabled', 'put'>; data: OperationData<'/platform/setting/locales/{id}/enabled', 'put'> }
  setIntegrationSyncEnabled: { area: 'setting-integration'; variables: OperationInit<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>; data: OperationData<'/platform/setting/integration-synchronization/{id}/enabled', 'put'> }
  startIntegrationSync: { area: 'setting-integration'; variables: OperationInit<'/platform/setting/integration-synchronization/{id}/start', 'post'>; data: OperationData<'/platform/setting/integration-synchronization/{id}/start', 'post'> }
}
