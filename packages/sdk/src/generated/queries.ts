// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a policy table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'
import { unwrap, withPolicy } from '../query/core'
import { policy as uiPolicy } from '../query/policies/ui'
import { policy as authPolicy } from '../query/policies/auth'
import { policy as registrationPolicy } from '../query/policies/registration'
import { policy as passwordPolicy } from '../query/policies/password'
import { policy as invitationPolicy } from '../query/policies/invitation'
import { policy as profilePolicy } from '../query/policies/profile'
import { policy as notifyPolicy } from '../query/policies/notify'
import { policy as accessesPolicy } from '../query/policies/accesses'
import { policy as masterAccountPolicy } from '../query/policies/master-account'
import { policy as settingApplicationsPolicy } from '../query/policies/setting-applications'
import { policy as settingDomainsPolicy } from '../query/policies/setting-domains'
import { policy as settingAuthSchemasPolicy } from '../query/policies/setting-auth-schemas'
import { policy as settingSettingsPolicy } from '../query/policies/setting-settings'
import { policy as settingDynamicFieldsPolicy } from '../query/policies/setting-dynamic-fields'
import { policy as settingListsPolicy } from '../query/policies/setting-lists'
import { policy as settingHistoryPolicy } from '../query/policies/setting-history'
import { policy as settingMonitoringPolicy } from '../query/policies/setting-monitoring'
import { policy as settingLicensePolicy } from '../query/policies/setting-license'
import { policy as settingProvidersPolicy } from '../query/policies/setting-providers'
import { policy as settingLibrariesPolicy } from '../query/policies/setting-libraries'
import { policy as settingIntegrationPolicy } from '../query/policies/setting-integration'
import {
  accessRequestKeys,
  applicationKeys,
  applicationSessionKeys,
  authConfigKeys,
  authFlowKeys,
  authSchemeKeys,
  availableRoleKeys,
  avatarKeys,
  bannerKeys,
  baseDomainSettingsKeys,
  blacklistKeys,
  clientSecretKeys,
  companyKeys,
  contactContractorKeys,
  contactKeys,
  contractorKeys,
  countryCodeKeys,
  deviceTypeKeys,
  diagnosticsApplicationsStatusKeys,
  diagnosticsKeys,
  diagnosticsStatusKeys,
  diagnosticsVersionKeys,
  documentKeys,
  documentViewKeys,
  domainKeys,
  dynamicFieldKeys,
  dynamicFieldTabKeys,
  dynamicFieldTypeKeys,
  entryPasswordLinkStatusKeys,
  historyKeys,
  historyTypeKeys,
  incomingAccessRequestKeys,
  integrationKeyKeys,
  integrationRecordKeys,
  integrationRequestKeys,
  integrationResponseKeys,
  integrationSyncKeys,
  invitationKeys,
  invitationLinkStatusKeys,
  languageKeys,
  latestNotificationKeys,
  licenseKeys,
  licenseSessionsKeys,
  localeKeys,
  mapperFieldKeys,
  mapperKeys,
  menuKeys,
  methodKeys,
  monitoringApplicationKeys,
  monitoringKeys,
  monitoringStatusKeys,
  monitoringXlsxKeys,
  networkAliasKeys,
  notificationKeys,
  notifyMethodKeys,
  passwordLinkStatusKeys,
  personnelActionTypeKeys,
  platformConfigureKeys,
  platformMenuKeys,
  platformSettingsKeys,
  profileConfigureKeys,
  profileDetailsKeys,
  profileHistoryKeys,
  profileKeys,
  projectInfoKeys,
  providerKeys,
  providerSyncHistoryKeys,
  publicSettingsKeys,
  registrationLinkStatusKeys,
  roleKeys,
  roleMethodKeys,
  serviceApplicationKeys,
  servicesMenuKeys,
  sessionKeys,
  styleAssetKeys,
  styleTemplateKeys,
  subscriptionKeys,
  userContactKeys,
  userSettingsKeys,
  usersSettingsKeys,
  whitelistKeys,
} from './keys'
import {
  getProjectInfo,
  getMenu,
  getPlatformMenu,
  getServicesMenu,
  getPlatformConfigure,
  getServiceApplication,
  getPublicSettings,
  getUserSettings,
  listCountryCodes,
  getDocumentView,
  getStyleAsset,
  getAuthConfig,
  getRegistrationLinkStatus,
  getPasswordLinkStatus,
  getEntryPasswordLinkStatus,
  getInvitationLinkStatus,
  getProfile,
  getProfileDetails,
  getProfileConfigure,
  listProfileHistory,
  getAvatar,
  listSessions,
  listSubscriptions,
  listCompanies,
  listContacts,
  listContactContractors,
  listNotifications,
  listLatestNotifications,
  listAccessRequests,
  listAvailableRoles,
  listIncomingAccessRequests,
  searchContractors,
  listInvitations,
  listApplications,
  getApplication,
  getClientSecret,
  listApplicationSessions,
  searchRoleMethods,
  filterMethods,
  listDomains,
  getDomain,
  searchDomains,
  getBaseDomainSettings,
  listStyleTemplates,
  searchLocales,
  searchDocuments,
  searchBanners,
  searchDeviceTypes,
  listDeviceTypes,
  listAuthFlows,
  listAuthSchemes,
  getPlatformSettings,
  getUsersSettings,
  searchRoles,
  searchUserContacts,
  searchNetworkAliases,
  searchPersonnelActionTypes,
  listDynamicFieldTypes,
  listDynamicFieldTabs,
  getDynamicFieldTab,
  getDynamicField,
  listNotifyMethods,
  listWhitelist,
  listBlacklist,
  listNetworkAliases,
  listHistory,
  listHistoryTypes,
  getMonitoringStatus,
  getDiagnosticsStatus,
  getDiagnosticsApplicationsStatus,
  listMonitoringApplications,
  listMonitoring,
  refreshMonitoring,
  downloadMonitoringXlsx,
  listDiagnosticsVersions,
  refreshDiagnostics,
  getLicense,
  getLicenseSessions,
  listProviders,
  getProvider,
  listMappers,
  listProviderSyncHistory,
  listMapperFields,
  listDocuments,
  getDocument,
  listBanners,
  listLanguages,
  listIntegrationRecords,
  searchIntegrationKeys,
  downloadIntegrationRequest,
  downloadIntegrationResponse,
  listIntegrationSyncs,
} from './operations'

/** Project info: `GET /platform/ui/project/info`. */
export const getProjectInfoQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...uiPolicy.queries?.getProjectInfo,
    queryKey: projectInfoKeys.detail(),
    queryFn: ({ signal }) => unwrap(getProjectInfo(client, { signal })),
  })

/** Navigation menu: `GET /platform/ui/menu`. */
export const getMenuQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/ui/menu', 'get'>,
) => {
  const [sent, cache] = withPolicy(uiPolicy.queries?.getMenu, query)
  return queryOptions({
    ...cache,
    queryKey: menuKeys.detail(sent),
    queryFn: ({ signal }) => unwrap(getMenu(client, { params: { query: sent }, signal })),
  })
}

/** Administration menu: `GET /platform/ui/menu/platform`. */
export const getPlatformMenuQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...uiPolicy.queries?.getPlatformMenu,
    queryKey: platformMenuKeys.detail(),
    queryFn: ({ signal }) => unwrap(getPlatformMenu(client, { signal })),
  })

/** Service switch: `GET /platform/ui/services/menu`. */
export const getServicesMenuQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...uiPolicy.queries?.getServicesMenu,
    queryKey: servicesMenuKeys.detail(),
    queryFn: ({ signal }) => unwrap(getServicesMenu(client, { signal })),
  })

/** Access flags and shell settings: `GET /platform/ui/configure/platform`. */
export const getPlatformConfigureQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...uiPolicy.queries?.getPlatformConfigure,
    queryKey: platformConfigureKeys.detail(),
    queryFn: ({ signal }) => unwrap(getPlatformConfigure(client, { signal })),
  })

/** Service card: `GET /platform/applications/{app}`. */
export const getServiceApplicationQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/applications/{app}', 'get'>,
) =>
  queryOptions({
    ...uiPolicy.queries?.getServiceApplication,
    queryKey: serviceApplicationKeys.detail(path.app),
    queryFn: ({ signal }) => unwrap(getServiceApplication(client, { params: { path }, signal })),
  })

/** Settings of the visitor forms: `GET /platform/application/settings/public`. */
export const getPublicSettingsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...uiPolicy.queries?.getPublicSettings,
    queryKey: publicSettingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getPublicSettings(client, { signal })),
  })

/** User settings: `GET /platform/users/settings`. */
export const getUserSettingsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...uiPolicy.queries?.getUserSettings,
    queryKey: userSettingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getUserSettings(client, { signal })),
  })

/** Country codes: `GET /platform/country/codes`. */
export const listCountryCodesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...uiPolicy.queries?.listCountryCodes,
    queryKey: countryCodeKeys.list(),
    queryFn: ({ signal }) => unwrap(listCountryCodes(client, { signal })),
  })

/** Legal document: `GET /platform/documents/view/{code}`. */
export const getDocumentViewQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/documents/view/{code}', 'get'>,
) =>
  queryOptions({
    ...uiPolicy.queries?.getDocumentView,
    queryKey: documentViewKeys.detail(path.code),
    queryFn: ({ signal }) => unwrap(getDocumentView(client, { params: { path }, signal })),
  })

/** Style image: `GET /platform/ui/style/{styleCode}/{asset}`. */
export const getStyleAssetQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/ui/style/{styleCode}/{asset}', 'get'>,
) =>
  queryOptions({
    ...uiPolicy.queries?.getStyleAsset,
    queryKey: styleAssetKeys.detail(path.styleCode, path.asset),
    queryFn: ({ signal }) => unwrap(getStyleAsset(client, { params: { path }, signal })),
  })

/** Sign-in flows for an identifier: `GET /platform/auth/config/{idAttribute}`. */
export const getAuthConfigQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/auth/config/{idAttribute}', 'get'>,
  query: OperationQuery<'/platform/auth/config/{idAttribute}', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(authPolicy.queries?.getAuthConfig, query)
  return queryOptions({
    ...cache,
    queryKey: authConfigKeys.detail(path.idAttribute, sent),
    queryFn: ({ signal }) => unwrap(getAuthConfig(client, { params: { path, query: sent }, signal })),
  })
}

/** Registration link status: `GET /platform/registration/status/{id}`. */
export const getRegistrationLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/registration/status/{id}', 'get'>,
) =>
  queryOptions({
    ...registrationPolicy.queries?.getRegistrationLinkStatus,
    queryKey: registrationLinkStatusKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getRegistrationLinkStatus(client, { params: { path }, signal })),
  })

/** New-password link status: `GET /platform/password/link/status/{id}`. */
export const getPasswordLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/password/link/status/{id}', 'get'>,
) =>
  queryOptions({
    ...passwordPolicy.queries?.getPasswordLinkStatus,
    queryKey: passwordLinkStatusKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getPasswordLinkStatus(client, { params: { path }, signal })),
  })

/** First-entry password link status: `GET /platform/password/entry/link/status/{id}`. */
export const getEntryPasswordLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/password/entry/link/status/{id}', 'get'>,
) =>
  queryOptions({
    ...passwordPolicy.queries?.getEntryPasswordLinkStatus,
    queryKey: entryPasswordLinkStatusKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getEntryPasswordLinkStatus(client, { params: { path }, signal })),
  })

/** Invitation link status: `GET /platform/invitation/{id}`. */
export const getInvitationLinkStatusQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/invitation/{id}', 'get'>,
) =>
  queryOptions({
    ...invitationPolicy.queries?.getInvitationLinkStatus,
    queryKey: invitationLinkStatusKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getInvitationLinkStatus(client, { params: { path }, signal })),
  })

/** Profile summary: `GET /platform/user/profile`. */
export const getProfileQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...profilePolicy.queries?.getProfile,
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => unwrap(getProfile(client, { signal })),
  })

/** Editable profile: `GET /platform/user/profile/details`. */
export const getProfileDetailsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...profilePolicy.queries?.getProfileDetails,
    queryKey: profileDetailsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getProfileDetails(client, { signal })),
  })

/** Profile page layout: `GET /platform/user/profile/configure`. */
export const getProfileConfigureQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...profilePolicy.queries?.getProfileConfigure,
    queryKey: profileConfigureKeys.detail(),
    queryFn: ({ signal }) => unwrap(getProfileConfigure(client, { signal })),
  })

/** History of profile changes: `GET /platform/user/profile/history`. */
export const listProfileHistoryQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/profile/history', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(profilePolicy.queries?.listProfileHistory, query)
  return queryOptions({
    ...cache,
    queryKey: profileHistoryKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listProfileHistory(client, { params: { query: sent }, signal })),
  })
}

/** The avatar image: `GET /platform/user/avatar`. */
export const getAvatarQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...profilePolicy.queries?.getAvatar,
    queryKey: avatarKeys.detail(),
    queryFn: ({ signal }) => unwrap(getAvatar(client, { signal })),
  })

/** The person's sessions: `GET /platform/user/sessions`. */
export const listSessionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/sessions', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(profilePolicy.queries?.listSessions, query)
  return queryOptions({
    ...cache,
    queryKey: sessionKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listSessions(client, { params: { query: sent }, signal })),
  })
}

/** The person's subscriptions: `GET /platform/user/profile/subscribes`. */
export const listSubscriptionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/profile/subscribes', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(profilePolicy.queries?.listSubscriptions, query)
  return queryOptions({
    ...cache,
    queryKey: subscriptionKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listSubscriptions(client, { params: { query: sent }, signal })),
  })
}

/** The person's companies: `GET /platform/user/profile/companies`. */
export const listCompaniesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...profilePolicy.queries?.listCompanies,
    queryKey: companyKeys.list(),
    queryFn: ({ signal }) => unwrap(listCompanies(client, { signal })),
  })

/** Contacts of the master user's companies: `GET /platform/user/profile/contacts`. */
export const listContactsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/profile/contacts', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(profilePolicy.queries?.listContacts, query)
  return queryOptions({
    ...cache,
    queryKey: contactKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listContacts(client, { params: { query: sent }, signal })),
  })
}

/** Contractor links of a contact: `GET /platform/user/profile/contacts/{userId}/contractors`. */
export const listContactContractorsQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/user/profile/contacts/{userId}/contractors', 'get'>,
  query: OperationQuery<'/platform/user/profile/contacts/{userId}/contractors', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(profilePolicy.queries?.listContactContractors, query)
  return queryOptions({
    ...cache,
    queryKey: contactContractorKeys.list(path.userId, sent),
    queryFn: ({ signal }) => unwrap(listContactContractors(client, { params: { path, query: sent }, signal })),
  })
}

/** The person's notifications: `GET /platform/notify/personal-account`. */
export const listNotificationsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/notify/personal-account', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(notifyPolicy.queries?.listNotifications, query)
  return queryOptions({
    ...cache,
    queryKey: notificationKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listNotifications(client, { params: { query: sent }, signal })),
  })
}

/** Notifications for the bell: `GET /platform/notify/personal-account/last`. */
export const listLatestNotificationsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...notifyPolicy.queries?.listLatestNotifications,
    queryKey: latestNotificationKeys.list(),
    queryFn: ({ signal }) => unwrap(listLatestNotifications(client, { signal })),
  })

/** The person's outgoing access requests: `GET /platform/user/access/requests`. */
export const listAccessRequestsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/user/access/requests', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(accessesPolicy.queries?.listAccessRequests, query)
  return queryOptions({
    ...cache,
    queryKey: accessRequestKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listAccessRequests(client, { params: { query: sent }, signal })),
  })
}

/** Roles a person may ask for: `GET /platform/user/access/requests/roles/available`. */
export const listAvailableRolesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...accessesPolicy.queries?.listAvailableRoles,
    queryKey: availableRoleKeys.list(),
    queryFn: ({ signal }) => unwrap(listAvailableRoles(client, { signal })),
  })

/** Incoming access requests: `GET /platform/master-account/access/requests`. */
export const listIncomingAccessRequestsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/master-account/access/requests', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(masterAccountPolicy.queries?.listIncomingAccessRequests, query)
  return queryOptions({
    ...cache,
    queryKey: incomingAccessRequestKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listIncomingAccessRequests(client, { params: { query: sent }, signal })),
  })
}

/** Contractor look-up: `GET /platform/master-account/contractors`. */
export const searchContractorsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/master-account/contractors', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(masterAccountPolicy.queries?.searchContractors, query)
  return queryOptions({
    ...cache,
    queryKey: contractorKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchContractors(client, { params: { query: sent }, signal })),
  })
}

/** Invitations sent by the master user: `GET /platform/master-account/invitations`. */
export const listInvitationsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/master-account/invitations', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(masterAccountPolicy.queries?.listInvitations, query)
  return queryOptions({
    ...cache,
    queryKey: invitationKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listInvitations(client, { params: { query: sent }, signal })),
  })
}

/** List applications: `GET /platform/setting/applications`. */
export const listApplicationsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/applications', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingApplicationsPolicy.queries?.listApplications, query)
  return queryOptions({
    ...cache,
    queryKey: applicationKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listApplications(client, { params: { query: sent }, signal })),
  })
}

/** Get an application with its clients: `GET /platform/setting/applications/details/{id}`. */
export const getApplicationQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/applications/details/{id}', 'get'>,
) =>
  queryOptions({
    ...settingApplicationsPolicy.queries?.getApplication,
    queryKey: applicationKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getApplication(client, { params: { path }, signal })),
  })

/** Get a client's secret: `GET /platform/setting/applications/client/{clientId}/secret`. */
export const getClientSecretQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/applications/client/{clientId}/secret', 'get'>,
) =>
  queryOptions({
    ...settingApplicationsPolicy.queries?.getClientSecret,
    queryKey: clientSecretKeys.detail(path.clientId),
    queryFn: ({ signal }) => unwrap(getClientSecret(client, { params: { path }, signal })),
  })

/** List the sessions of an application: `GET /platform/setting/applications/sessions`. */
export const listApplicationSessionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/applications/sessions', 'get'>,
) => {
  const [sent, cache] = withPolicy(settingApplicationsPolicy.queries?.listApplicationSessions, query)
  return queryOptions({
    ...cache,
    queryKey: applicationSessionKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listApplicationSessions(client, { params: { query: sent }, signal })),
  })
}

/** Look up methods: `GET /platform/setting/roles/methods/search`. */
export const searchRoleMethodsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/roles/methods/search', 'get'>,
) => {
  const [sent, cache] = withPolicy(settingApplicationsPolicy.queries?.searchRoleMethods, query)
  return queryOptions({
    ...cache,
    queryKey: roleMethodKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchRoleMethods(client, { params: { query: sent }, signal })),
  })
}

/** Methods for the applications filter: `GET /platform/setting/methods/filter`. */
export const filterMethodsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/methods/filter', 'get'>,
) => {
  const [sent, cache] = withPolicy(settingApplicationsPolicy.queries?.filterMethods, query)
  return queryOptions({
    ...cache,
    queryKey: methodKeys.filter(sent),
    queryFn: ({ signal }) => unwrap(filterMethods(client, { params: { query: sent }, signal })),
  })
}

/** List domains: `GET /platform/setting/domains`. */
export const listDomainsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/domains', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingDomainsPolicy.queries?.listDomains, query)
  return queryOptions({
    ...cache,
    queryKey: domainKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listDomains(client, { params: { query: sent }, signal })),
  })
}

/** Get a domain: `GET /platform/setting/domains/{id}`. */
export const getDomainQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/domains/{id}', 'get'>,
) =>
  queryOptions({
    ...settingDomainsPolicy.queries?.getDomain,
    queryKey: domainKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getDomain(client, { params: { path }, signal })),
  })

/** Look up domains: `GET /platform/setting/domains/search`. */
export const searchDomainsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/domains/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingDomainsPolicy.queries?.searchDomains, query)
  return queryOptions({
    ...cache,
    queryKey: domainKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchDomains(client, { params: { query: sent }, signal })),
  })
}

/** Language settings of the base domain: `GET /platform/setting/domains/base/settings`. */
export const getBaseDomainSettingsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingDomainsPolicy.queries?.getBaseDomainSettings,
    queryKey: baseDomainSettingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getBaseDomainSettings(client, { signal })),
  })

/** Style templates: `GET /platform/setting/domains/style/templates`. */
export const listStyleTemplatesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingDomainsPolicy.queries?.listStyleTemplates,
    queryKey: styleTemplateKeys.list(),
    queryFn: ({ signal }) => unwrap(listStyleTemplates(client, { signal })),
  })

/** Look up languages: `GET /platform/locales/search`. */
export const searchLocalesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/locales/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingDomainsPolicy.queries?.searchLocales, query)
  return queryOptions({
    ...cache,
    queryKey: localeKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchLocales(client, { params: { query: sent }, signal })),
  })
}

/** Look up library documents: `GET /platform/setting/documents/search`. */
export const searchDocumentsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/documents/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingDomainsPolicy.queries?.searchDocuments, query)
  return queryOptions({
    ...cache,
    queryKey: documentKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchDocuments(client, { params: { query: sent }, signal })),
  })
}

/** Look up banners: `GET /platform/setting/banners/search`. */
export const searchBannersQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/banners/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingDomainsPolicy.queries?.searchBanners, query)
  return queryOptions({
    ...cache,
    queryKey: bannerKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchBanners(client, { params: { query: sent }, signal })),
  })
}

/** Look up device types: `GET /platform/setting/devices-types/search`. */
export const searchDeviceTypesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/devices-types/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingDomainsPolicy.queries?.searchDeviceTypes, query)
  return queryOptions({
    ...cache,
    queryKey: deviceTypeKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchDeviceTypes(client, { params: { query: sent }, signal })),
  })
}

/** List device types: `GET /platform/setting/devices-types`. */
export const listDeviceTypesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/devices-types', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingDomainsPolicy.queries?.listDeviceTypes, query)
  return queryOptions({
    ...cache,
    queryKey: deviceTypeKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listDeviceTypes(client, { params: { query: sent }, signal })),
  })
}

/** Sign-in flows for schemes: `GET /platform/setting/authentication-schemas/flows`. */
export const listAuthFlowsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingAuthSchemasPolicy.queries?.listAuthFlows,
    queryKey: authFlowKeys.list(),
    queryFn: ({ signal }) => unwrap(listAuthFlows(client, { signal })),
  })

/** Authentication schemes: `GET /platform/setting/authentication-schemas`. */
export const listAuthSchemesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingAuthSchemasPolicy.queries?.listAuthSchemes,
    queryKey: authSchemeKeys.list(),
    queryFn: ({ signal }) => unwrap(listAuthSchemes(client, { signal })),
  })

/** Platform settings: `GET /platform/setting/application/settings/modules/platform`. */
export const getPlatformSettingsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingSettingsPolicy.queries?.getPlatformSettings,
    queryKey: platformSettingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getPlatformSettings(client, { signal })),
  })

/** User settings: `GET /platform/setting/application/settings/modules/users`. */
export const getUsersSettingsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingSettingsPolicy.queries?.getUsersSettings,
    queryKey: usersSettingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getUsersSettings(client, { signal })),
  })

/** Look up roles: `GET /platform/setting/roles/search`. */
export const searchRolesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/roles/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingSettingsPolicy.queries?.searchRoles, query)
  return queryOptions({
    ...cache,
    queryKey: roleKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchRoles(client, { params: { query: sent }, signal })),
  })
}

/** Look up users: `GET /platform/setting/users/contacts/search`. */
export const searchUserContactsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/users/contacts/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingSettingsPolicy.queries?.searchUserContacts, query)
  return queryOptions({
    ...cache,
    queryKey: userContactKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchUserContacts(client, { params: { query: sent }, signal })),
  })
}

/** Look up network aliases: `GET /platform/setting/network-aliases/search`. */
export const searchNetworkAliasesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/network-aliases/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingSettingsPolicy.queries?.searchNetworkAliases, query)
  return queryOptions({
    ...cache,
    queryKey: networkAliasKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchNetworkAliases(client, { params: { query: sent }, signal })),
  })
}

/** Look up personnel action types: `GET /platform/setting/personnel-actions-types/search`. */
export const searchPersonnelActionTypesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/personnel-actions-types/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingDynamicFieldsPolicy.queries?.searchPersonnelActionTypes, query)
  return queryOptions({
    ...cache,
    queryKey: personnelActionTypeKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchPersonnelActionTypes(client, { params: { query: sent }, signal })),
  })
}

/** Entity types with dynamic fields: `GET /platform/setting/dynamic-fields/types`. */
export const listDynamicFieldTypesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingDynamicFieldsPolicy.queries?.listDynamicFieldTypes,
    queryKey: dynamicFieldTypeKeys.list(),
    queryFn: ({ signal }) => unwrap(listDynamicFieldTypes(client, { signal })),
  })

/** Tabs of an entity type: `GET /platform/setting/dynamic-fields/{type}/tabs`. */
export const listDynamicFieldTabsQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>,
) =>
  queryOptions({
    ...settingDynamicFieldsPolicy.queries?.listDynamicFieldTabs,
    queryKey: dynamicFieldTabKeys.list(path.type),
    queryFn: ({ signal }) => unwrap(listDynamicFieldTabs(client, { params: { path }, signal })),
  })

/** A tab with its subtypes and fields: `GET /platform/setting/dynamic-fields/tabs/{tab}`. */
export const getDynamicFieldTabQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>,
) =>
  queryOptions({
    ...settingDynamicFieldsPolicy.queries?.getDynamicFieldTab,
    queryKey: dynamicFieldTabKeys.detail(path.tab),
    queryFn: ({ signal }) => unwrap(getDynamicFieldTab(client, { params: { path }, signal })),
  })

/** A field: `GET /platform/setting/dynamic-fields/{id}`. */
export const getDynamicFieldQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/dynamic-fields/{id}', 'get'>,
) =>
  queryOptions({
    ...settingDynamicFieldsPolicy.queries?.getDynamicField,
    queryKey: dynamicFieldKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getDynamicField(client, { params: { path }, signal })),
  })

/** Notification methods: `GET /platform/setting/subscribes/notify-methods`. */
export const listNotifyMethodsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingListsPolicy.queries?.listNotifyMethods,
    queryKey: notifyMethodKeys.list(),
    queryFn: ({ signal }) => unwrap(listNotifyMethods(client, { signal })),
  })

/** Whitelist: `GET /platform/setting/whitelist`. */
export const listWhitelistQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/whitelist', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingListsPolicy.queries?.listWhitelist, query)
  return queryOptions({
    ...cache,
    queryKey: whitelistKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listWhitelist(client, { params: { query: sent }, signal })),
  })
}

/** Blacklist: `GET /platform/setting/blacklist`. */
export const listBlacklistQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/blacklist', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingListsPolicy.queries?.listBlacklist, query)
  return queryOptions({
    ...cache,
    queryKey: blacklistKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listBlacklist(client, { params: { query: sent }, signal })),
  })
}

/** Network aliases: `GET /platform/setting/network-aliases`. */
export const listNetworkAliasesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/network-aliases', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingListsPolicy.queries?.listNetworkAliases, query)
  return queryOptions({
    ...cache,
    queryKey: networkAliasKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listNetworkAliases(client, { params: { query: sent }, signal })),
  })
}

/** History of changes: `GET /platform/setting/history`. */
export const listHistoryQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/history', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingHistoryPolicy.queries?.listHistory, query)
  return queryOptions({
    ...cache,
    queryKey: historyKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listHistory(client, { params: { query: sent }, signal })),
  })
}

/** Change types: `GET /platform/setting/history/types`. */
export const listHistoryTypesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingHistoryPolicy.queries?.listHistoryTypes,
    queryKey: historyTypeKeys.list(),
    queryFn: ({ signal }) => unwrap(listHistoryTypes(client, { signal })),
  })

/** Monitoring status indicator: `GET /platform/setting/monitoring/status`. */
export const getMonitoringStatusQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingMonitoringPolicy.queries?.getMonitoringStatus,
    queryKey: monitoringStatusKeys.detail(),
    queryFn: ({ signal }) => unwrap(getMonitoringStatus(client, { signal })),
  })

/** Diagnostics status indicator: `GET /platform/setting/diagnostics/status`. */
export const getDiagnosticsStatusQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingMonitoringPolicy.queries?.getDiagnosticsStatus,
    queryKey: diagnosticsStatusKeys.detail(),
    queryFn: ({ signal }) => unwrap(getDiagnosticsStatus(client, { signal })),
  })

/** Application updates indicator: `GET /platform/setting/diagnostics/applications/status`. */
export const getDiagnosticsApplicationsStatusQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingMonitoringPolicy.queries?.getDiagnosticsApplicationsStatus,
    queryKey: diagnosticsApplicationsStatusKeys.detail(),
    queryFn: ({ signal }) => unwrap(getDiagnosticsApplicationsStatus(client, { signal })),
  })

/** Applications with monitoring checks: `GET /platform/setting/monitoring/applications`. */
export const listMonitoringApplicationsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingMonitoringPolicy.queries?.listMonitoringApplications,
    queryKey: monitoringApplicationKeys.list(),
    queryFn: ({ signal }) => unwrap(listMonitoringApplications(client, { signal })),
  })

/** Monitoring: `GET /platform/setting/monitoring`. */
export const listMonitoringQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/monitoring', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingMonitoringPolicy.queries?.listMonitoring, query)
  return queryOptions({
    ...cache,
    queryKey: monitoringKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listMonitoring(client, { params: { query: sent }, signal })),
  })
}

/** Recompute monitoring: `GET /platform/setting/monitoring/refresh`. */
export const refreshMonitoringQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/monitoring/refresh', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingMonitoringPolicy.queries?.refreshMonitoring, query)
  return queryOptions({
    ...cache,
    queryKey: monitoringKeys.refresh(sent),
    queryFn: ({ signal }) => unwrap(refreshMonitoring(client, { params: { query: sent }, signal })),
  })
}

/** Export monitoring to monitoring.xlsx: `GET /platform/setting/monitoring/xlsx`. */
export const downloadMonitoringXlsxQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/monitoring/xlsx', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingMonitoringPolicy.queries?.downloadMonitoringXlsx, query)
  return queryOptions({
    ...cache,
    queryKey: monitoringXlsxKeys.download(sent),
    queryFn: ({ signal }) => unwrap(downloadMonitoringXlsx(client, { params: { query: sent }, signal })),
  })
}

/** Application versions (diagnostics): `GET /platform/setting/diagnostics/versions`. */
export const listDiagnosticsVersionsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/diagnostics/versions', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingMonitoringPolicy.queries?.listDiagnosticsVersions, query)
  return queryOptions({
    ...cache,
    queryKey: diagnosticsVersionKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listDiagnosticsVersions(client, { params: { query: sent }, signal })),
  })
}

/** Run the system check again: `GET /platform/setting/diagnostics/refresh`. */
export const refreshDiagnosticsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/diagnostics/refresh', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingMonitoringPolicy.queries?.refreshDiagnostics, query)
  return queryOptions({
    ...cache,
    queryKey: diagnosticsKeys.refresh(sent),
    queryFn: ({ signal }) => unwrap(refreshDiagnostics(client, { params: { query: sent }, signal })),
  })
}

/** The license: `GET /platform/setting/license`. */
export const getLicenseQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingLicensePolicy.queries?.getLicense,
    queryKey: licenseKeys.detail(),
    queryFn: ({ signal }) => unwrap(getLicense(client, { signal })),
  })

/** Active users now: `GET /platform/setting/license/sessions`. */
export const getLicenseSessionsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingLicensePolicy.queries?.getLicenseSessions,
    queryKey: licenseSessionsKeys.detail(),
    queryFn: ({ signal }) => unwrap(getLicenseSessions(client, { signal })),
  })

/** List providers: `GET /platform/setting/providers`. */
export const listProvidersQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/providers', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingProvidersPolicy.queries?.listProviders, query)
  return queryOptions({
    ...cache,
    queryKey: providerKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listProviders(client, { params: { query: sent }, signal })),
  })
}

/** Get a provider: `GET /platform/setting/providers/{id}`. */
export const getProviderQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/providers/{id}', 'get'>,
) =>
  queryOptions({
    ...settingProvidersPolicy.queries?.getProvider,
    queryKey: providerKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getProvider(client, { params: { path }, signal })),
  })

/** List the mappers of a synchronisation: `GET /platform/setting/providers/sync/{syncId}/mappers`. */
export const listMappersQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>,
  query: OperationQuery<'/platform/setting/providers/sync/{syncId}/mappers', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingProvidersPolicy.queries?.listMappers, query)
  return queryOptions({
    ...cache,
    queryKey: mapperKeys.list(path.syncId, sent),
    queryFn: ({ signal }) => unwrap(listMappers(client, { params: { path, query: sent }, signal })),
  })
}

/** Sync history: `GET /platform/setting/providers/sync/{syncId}/history`. */
export const listProviderSyncHistoryQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/providers/sync/{syncId}/history', 'get'>,
  query: OperationQuery<'/platform/setting/providers/sync/{syncId}/history', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingProvidersPolicy.queries?.listProviderSyncHistory, query)
  return queryOptions({
    ...cache,
    queryKey: providerSyncHistoryKeys.list(path.syncId, sent),
    queryFn: ({ signal }) => unwrap(listProviderSyncHistory(client, { params: { path, query: sent }, signal })),
  })
}

/** Platform fields for mappers: `GET /platform/setting/providers/mappers/fields`. */
export const listMapperFieldsQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...settingProvidersPolicy.queries?.listMapperFields,
    queryKey: mapperFieldKeys.list(),
    queryFn: ({ signal }) => unwrap(listMapperFields(client, { signal })),
  })

/** List documents: `GET /platform/setting/documents`. */
export const listDocumentsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/documents', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingLibrariesPolicy.queries?.listDocuments, query)
  return queryOptions({
    ...cache,
    queryKey: documentKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listDocuments(client, { params: { query: sent }, signal })),
  })
}

/** Get a document: `GET /platform/setting/documents/{id}`. */
export const getDocumentQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/documents/{id}', 'get'>,
) =>
  queryOptions({
    ...settingLibrariesPolicy.queries?.getDocument,
    queryKey: documentKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getDocument(client, { params: { path }, signal })),
  })

/** List banners: `GET /platform/setting/banners`. */
export const listBannersQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/banners', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingLibrariesPolicy.queries?.listBanners, query)
  return queryOptions({
    ...cache,
    queryKey: bannerKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listBanners(client, { params: { query: sent }, signal })),
  })
}

/** List languages: `GET /platform/setting/locales`. */
export const listLanguagesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/locales', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingLibrariesPolicy.queries?.listLanguages, query)
  return queryOptions({
    ...cache,
    queryKey: languageKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listLanguages(client, { params: { query: sent }, signal })),
  })
}

/** Integration log: `GET /platform/setting/integration-monitoring`. */
export const listIntegrationRecordsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/integration-monitoring', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingIntegrationPolicy.queries?.listIntegrationRecords, query)
  return queryOptions({
    ...cache,
    queryKey: integrationRecordKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listIntegrationRecords(client, { params: { query: sent }, signal })),
  })
}

/** Entities of the key filter: `GET /platform/setting/integration-monitoring/keys/search`. */
export const searchIntegrationKeysQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/integration-monitoring/keys/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingIntegrationPolicy.queries?.searchIntegrationKeys, query)
  return queryOptions({
    ...cache,
    queryKey: integrationKeyKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchIntegrationKeys(client, { params: { query: sent }, signal })),
  })
}

/** Download the request of an exchange: `GET /platform/setting/integration-monitoring/requests/{id}`. */
export const downloadIntegrationRequestQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/integration-monitoring/requests/{id}', 'get'>,
) =>
  queryOptions({
    ...settingIntegrationPolicy.queries?.downloadIntegrationRequest,
    queryKey: integrationRequestKeys.download(path.id),
    queryFn: ({ signal }) => unwrap(downloadIntegrationRequest(client, { params: { path }, signal })),
  })

/** Download the response of an exchange: `GET /platform/setting/integration-monitoring/responses/{id}`. */
export const downloadIntegrationResponseQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/integration-monitoring/responses/{id}', 'get'>,
) =>
  queryOptions({
    ...settingIntegrationPolicy.queries?.downloadIntegrationResponse,
    queryKey: integrationResponseKeys.download(path.id),
    queryFn: ({ signal }) => unwrap(downloadIntegrationResponse(client, { params: { path }, signal })),
  })

/** Integration synchronisation: `GET /platform/setting/integration-synchronization`. */
export const listIntegrationSyncsQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/integration-synchronization', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(settingIntegrationPolicy.queries?.listIntegrationSyncs, query)
  return queryOptions({
    ...cache,
    queryKey: integrationSyncKeys.list(sent),
    queryFn: ({ signal }) => unwrap(listIntegrationSyncs(client, { params: { query: sent }, signal })),
  })
}
