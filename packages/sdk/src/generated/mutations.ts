// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a policy table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type {
  OperationData,
  OperationInit,
  PlatformClient,
} from '../client'
import { type MutationHooks, platformMutation, unwrap } from '../query/core'
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
import { policy as settingLicensePolicy } from '../query/policies/setting-license'
import { policy as settingProvidersPolicy } from '../query/policies/setting-providers'
import { policy as settingLibrariesPolicy } from '../query/policies/setting-libraries'
import { policy as settingIntegrationPolicy } from '../query/policies/setting-integration'
import {
  updateUserSettings,
  reportDevice,
  recordMetricsHit,
  login,
  sendLoginCode,
  logout,
  requestRegistrationLink,
  sendRegistrationCode,
  verifyRegistrationCode,
  completeRegistration,
  requestPasswordLink,
  setNewPassword,
  setEntryPassword,
  refuseInvitation,
  sendInvitationCode,
  verifyInvitationCode,
  acceptInvitation,
  updateProfile,
  deleteProfile,
  updateProfilePassword,
  uploadAvatar,
  deleteAllSessions,
  deleteSession,
  updateSubscriptions,
  leaveCompany,
  markNotificationRead,
  createAccessRequests,
  withdrawAccessRequest,
  approveAccessRequest,
  rejectAccessRequest,
  markAccessRequestDuplicate,
  allowAccessRequest,
  createInvitation,
  resendInvitation,
  deleteInvitation,
  updateContactContractor,
  deleteContactContractor,
  createApplication,
  updateApplication,
  deleteApplication,
  reorderApplications,
  regenerateClientSecret,
  deleteApplicationSessions,
  deleteApplicationSession,
  createDomain,
  updateDomain,
  deleteDomain,
  setDomainEnabled,
  createDeviceType,
  updateDeviceType,
  deleteDeviceType,
  createAuthScheme,
  updateAuthScheme,
  deleteAuthScheme,
  setAuthSchemeActive,
  reorderAuthSchemes,
  updatePlatformSettings,
  updateUsersSettings,
  setDynamicFieldTabActive,
  reorderDynamicFieldTabs,
  reorderDynamicFieldSubtypes,
  createDynamicFieldSubtype,
  updateDynamicFieldSubtype,
  deleteDynamicFieldSubtypes,
  deleteDynamicFieldSubtype,
  setDynamicFieldSubtypeActive,
  createDynamicField,
  updateDynamicField,
  deleteDynamicField,
  setDynamicFieldActive,
  setNotifyMethodEnabled,
  createWhitelistEntry,
  updateWhitelistEntry,
  deleteWhitelistEntry,
  setWhitelistEntryEnabled,
  createBlacklistEntry,
  updateBlacklistEntry,
  deleteBlacklistEntry,
  setBlacklistEntryEnabled,
  createNetworkAlias,
  updateNetworkAlias,
  deleteNetworkAlias,
  saveLicense,
  deleteLicense,
  checkLicense,
  createProvider,
  updateProvider,
  deleteProvider,
  setProviderEnabled,
  checkProviderConnection,
  startProviderSync,
  updateProviderSync,
  createMapper,
  createBaseMappers,
  updateMapper,
  deleteMapper,
  setMapperEnabled,
  createDocument,
  updateDocument,
  deleteDocument,
  setDocumentEnabled,
  createBanner,
  updateBanner,
  deleteBanner,
  setBannerVisible,
  createLanguage,
  updateLanguage,
  deleteLanguage,
  setLanguageEnabled,
  setIntegrationSyncEnabled,
  startIntegrationSync,
} from './operations'

/** Change user settings: `PATCH /platform/users/settings`. */
export const updateUserSettingsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/users/settings', 'patch'>, OperationInit<'/platform/users/settings', 'patch'>>,
) =>
  platformMutation(
    {
      ...uiPolicy.mutations.updateUserSettings,
      mutationKey: ['ui', 'updateUserSettings'],
      mutationFn: (init: OperationInit<'/platform/users/settings', 'patch'>) => unwrap(updateUserSettings(client, init)),
    },
    hooks,
  )

/** Report the device screen: `POST /platform/user/profile/device`. */
export const reportDeviceMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile/device', 'post'>, OperationInit<'/platform/user/profile/device', 'post'>>,
) =>
  platformMutation(
    {
      ...uiPolicy.mutations.reportDevice,
      mutationKey: ['ui', 'reportDevice'],
      mutationFn: (init: OperationInit<'/platform/user/profile/device', 'post'>) => unwrap(reportDevice(client, init)),
    },
    hooks,
  )

/** Record a page view: `POST /statistics/metrics/hit`. */
export const recordMetricsHitMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/statistics/metrics/hit', 'post'>, OperationInit<'/statistics/metrics/hit', 'post'>>,
) =>
  platformMutation(
    {
      ...uiPolicy.mutations.recordMetricsHit,
      mutationKey: ['ui', 'recordMetricsHit'],
      mutationFn: (init: OperationInit<'/statistics/metrics/hit', 'post'>) => unwrap(recordMetricsHit(client, init)),
    },
    hooks,
  )

/** Sign in: `POST /platform/auth/login/{idAttribute}`. */
export const loginMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/auth/login/{idAttribute}', 'post'>, OperationInit<'/platform/auth/login/{idAttribute}', 'post'>>,
) =>
  platformMutation(
    {
      ...authPolicy.mutations.login,
      mutationKey: ['auth', 'login'],
      mutationFn: (init: OperationInit<'/platform/auth/login/{idAttribute}', 'post'>) => unwrap(login(client, init)),
    },
    hooks,
  )

/** Send a sign-in code: `POST /platform/auth/code/{idAttribute}`. */
export const sendLoginCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/auth/code/{idAttribute}', 'post'>, OperationInit<'/platform/auth/code/{idAttribute}', 'post'>>,
) =>
  platformMutation(
    {
      ...authPolicy.mutations.sendLoginCode,
      mutationKey: ['auth', 'sendLoginCode'],
      mutationFn: (init: OperationInit<'/platform/auth/code/{idAttribute}', 'post'>) => unwrap(sendLoginCode(client, init)),
    },
    hooks,
  )

/** Sign out: `POST /platform/auth/logout`. */
export const logoutMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/auth/logout', 'post'>, OperationInit<'/platform/auth/logout', 'post'>>,
) =>
  platformMutation(
    {
      ...authPolicy.mutations.logout,
      mutationKey: ['auth', 'logout'],
      mutationFn: (init: OperationInit<'/platform/auth/logout', 'post'>) => unwrap(logout(client, init)),
    },
    hooks,
  )

/** Request a registration link: `POST /platform/registration/link`. */
export const requestRegistrationLinkMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/link', 'post'>, OperationInit<'/platform/registration/link', 'post'>>,
) =>
  platformMutation(
    {
      ...registrationPolicy.mutations.requestRegistrationLink,
      mutationKey: ['registration', 'requestRegistrationLink'],
      mutationFn: (init: OperationInit<'/platform/registration/link', 'post'>) => unwrap(requestRegistrationLink(client, init)),
    },
    hooks,
  )

/** Send a registration SMS code: `POST /platform/registration/code`. */
export const sendRegistrationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/code', 'post'>, OperationInit<'/platform/registration/code', 'post'>>,
) =>
  platformMutation(
    {
      ...registrationPolicy.mutations.sendRegistrationCode,
      mutationKey: ['registration', 'sendRegistrationCode'],
      mutationFn: (init: OperationInit<'/platform/registration/code', 'post'>) => unwrap(sendRegistrationCode(client, init)),
    },
    hooks,
  )

/** Verify the registration SMS code: `PUT /platform/registration/verify`. */
export const verifyRegistrationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/verify', 'put'>, OperationInit<'/platform/registration/verify', 'put'>>,
) =>
  platformMutation(
    {
      ...registrationPolicy.mutations.verifyRegistrationCode,
      mutationKey: ['registration', 'verifyRegistrationCode'],
      mutationFn: (init: OperationInit<'/platform/registration/verify', 'put'>) => unwrap(verifyRegistrationCode(client, init)),
    },
    hooks,
  )

/** Complete registration: `POST /platform/registration/complete`. */
export const completeRegistrationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/registration/complete', 'post'>, OperationInit<'/platform/registration/complete', 'post'>>,
) =>
  platformMutation(
    {
      ...registrationPolicy.mutations.completeRegistration,
      mutationKey: ['registration', 'completeRegistration'],
      mutationFn: (init: OperationInit<'/platform/registration/complete', 'post'>) => unwrap(completeRegistration(client, init)),
    },
    hooks,
  )

/** Request a new-password link: `POST /platform/password/link`. */
export const requestPasswordLinkMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/password/link', 'post'>, OperationInit<'/platform/password/link', 'post'>>,
) =>
  platformMutation(
    {
      ...passwordPolicy.mutations.requestPasswordLink,
      mutationKey: ['password', 'requestPasswordLink'],
      mutationFn: (init: OperationInit<'/platform/password/link', 'post'>) => unwrap(requestPasswordLink(client, init)),
    },
    hooks,
  )

/** Set a new password: `PUT /platform/password/{id}`. */
export const setNewPasswordMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/password/{id}', 'put'>, OperationInit<'/platform/password/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...passwordPolicy.mutations.setNewPassword,
      mutationKey: ['password', 'setNewPassword'],
      mutationFn: (init: OperationInit<'/platform/password/{id}', 'put'>) => unwrap(setNewPassword(client, init)),
    },
    hooks,
  )

/** Set the first-entry password: `PUT /platform/password/entry/{id}`. */
export const setEntryPasswordMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/password/entry/{id}', 'put'>, OperationInit<'/platform/password/entry/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...passwordPolicy.mutations.setEntryPassword,
      mutationKey: ['password', 'setEntryPassword'],
      mutationFn: (init: OperationInit<'/platform/password/entry/{id}', 'put'>) => unwrap(setEntryPassword(client, init)),
    },
    hooks,
  )

/** Refuse the invitation: `DELETE /platform/invitation/{id}`. */
export const refuseInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/{id}', 'delete'>, OperationInit<'/platform/invitation/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...invitationPolicy.mutations.refuseInvitation,
      mutationKey: ['invitation', 'refuseInvitation'],
      mutationFn: (init: OperationInit<'/platform/invitation/{id}', 'delete'>) => unwrap(refuseInvitation(client, init)),
    },
    hooks,
  )

/** Send an invitation SMS code: `POST /platform/invitation/code`. */
export const sendInvitationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/code', 'post'>, OperationInit<'/platform/invitation/code', 'post'>>,
) =>
  platformMutation(
    {
      ...invitationPolicy.mutations.sendInvitationCode,
      mutationKey: ['invitation', 'sendInvitationCode'],
      mutationFn: (init: OperationInit<'/platform/invitation/code', 'post'>) => unwrap(sendInvitationCode(client, init)),
    },
    hooks,
  )

/** Verify the invitation SMS code: `PUT /platform/invitation/verify`. */
export const verifyInvitationCodeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/verify', 'put'>, OperationInit<'/platform/invitation/verify', 'put'>>,
) =>
  platformMutation(
    {
      ...invitationPolicy.mutations.verifyInvitationCode,
      mutationKey: ['invitation', 'verifyInvitationCode'],
      mutationFn: (init: OperationInit<'/platform/invitation/verify', 'put'>) => unwrap(verifyInvitationCode(client, init)),
    },
    hooks,
  )

/** Accept the invitation: `POST /platform/invitation/accept`. */
export const acceptInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/invitation/accept', 'post'>, OperationInit<'/platform/invitation/accept', 'post'>>,
) =>
  platformMutation(
    {
      ...invitationPolicy.mutations.acceptInvitation,
      mutationKey: ['invitation', 'acceptInvitation'],
      mutationFn: (init: OperationInit<'/platform/invitation/accept', 'post'>) => unwrap(acceptInvitation(client, init)),
    },
    hooks,
  )

/** Save the personal data: `PATCH /platform/user/profile`. */
export const updateProfileMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile', 'patch'>, OperationInit<'/platform/user/profile', 'patch'>>,
) =>
  platformMutation(
    {
      ...profilePolicy.mutations.updateProfile,
      mutationKey: ['profile', 'updateProfile'],
      mutationFn: (init: OperationInit<'/platform/user/profile', 'patch'>) => unwrap(updateProfile(client, init)),
    },
    hooks,
  )

/** Delete the account: `DELETE /platform/user/profile`. */
export const deleteProfileMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile', 'delete'>, OperationInit<'/platform/user/profile', 'delete'>>,
) =>
  platformMutation(
    {
      ...profilePolicy.mutations.deleteProfile,
      mutationKey: ['profile', 'deleteProfile'],
      mutationFn: (init: OperationInit<'/platform/user/profile', 'delete'>) => unwrap(deleteProfile(client, init)),
    },
    hooks,
  )

/** Change or set the password: `PATCH /platform/user/profile/password`. */
export const updateProfilePasswordMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile/password', 'patch'>, OperationInit<'/platform/user/profile/password', 'patch'>>,
) =>
  platformMutation(
    {
      ...profilePolicy.mutations.updateProfilePassword,
      mutationKey: ['profile', 'updateProfilePassword'],
      mutationFn: (init: OperationInit<'/platform/user/profile/password', 'patch'>) => unwrap(updateProfilePassword(client, init)),
    },
    hooks,
  )

/** Upload the avatar: `PATCH /platform/user/avatar`. */
export const uploadAvatarMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/avatar', 'patch'>, OperationInit<'/platform/user/avatar', 'patch'>>,
) =>
  platformMutation(
    {
      ...profilePolicy.mutations.uploadAvatar,
      mutationKey: ['profile', 'uploadAvatar'],
      mutationFn: (init: OperationInit<'/platform/user/avatar', 'patch'>) => unwrap(uploadAvatar(client, init)),
    },
    hooks,
  )

/** End all other sessions: `DELETE /platform/user/sessions`. */
export const deleteAllSessionsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/sessions', 'delete'>, OperationInit<'/platform/user/sessions', 'delete'>>,
) =>
  platformMutation(
    {
      ...profilePolicy.mutations.deleteAllSessions,
      mutationKey: ['profile', 'deleteAllSessions'],
      mutationFn: (init: OperationInit<'/platform/user/sessions', 'delete'>) => unwrap(deleteAllSessions(client, init)),
    },
    hooks,
  )

/** End one session: `DELETE /platform/user/sessions/{sessionId}`. */
export const deleteSessionMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/sessions/{sessionId}', 'delete'>, OperationInit<'/platform/user/sessions/{sessionId}', 'delete'>>,
) =>
  platformMutation(
    {
      ...profilePolicy.mutations.deleteSession,
      mutationKey: ['profile', 'deleteSession'],
      mutationFn: (init: OperationInit<'/platform/user/sessions/{sessionId}', 'delete'>) => unwrap(deleteSession(client, init)),
    },
    hooks,
  )

/** Save subscription changes: `PUT /platform/user/profile/subscribes`. */
export const updateSubscriptionsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile/subscribes', 'put'>, OperationInit<'/platform/user/profile/subscribes', 'put'>>,
) =>
  platformMutation(
    {
      ...profilePolicy.mutations.updateSubscriptions,
      mutationKey: ['profile', 'updateSubscriptions'],
      mutationFn: (init: OperationInit<'/platform/user/profile/subscribes', 'put'>) => unwrap(updateSubscriptions(client, init)),
    },
    hooks,
  )

/** Leave a company: `DELETE /platform/user/profile/companies/{id}`. */
export const leaveCompanyMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/profile/companies/{id}', 'delete'>, OperationInit<'/platform/user/profile/companies/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...profilePolicy.mutations.leaveCompany,
      mutationKey: ['profile', 'leaveCompany'],
      mutationFn: (init: OperationInit<'/platform/user/profile/companies/{id}', 'delete'>) => unwrap(leaveCompany(client, init)),
    },
    hooks,
  )

/** Mark a notification read: `POST /platform/notify/personal-account/read`. */
export const markNotificationReadMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/notify/personal-account/read', 'post'>, OperationInit<'/platform/notify/personal-account/read', 'post'>>,
) =>
  platformMutation(
    {
      ...notifyPolicy.mutations.markNotificationRead,
      mutationKey: ['notify', 'markNotificationRead'],
      mutationFn: (init: OperationInit<'/platform/notify/personal-account/read', 'post'>) => unwrap(markNotificationRead(client, init)),
    },
    hooks,
  )

/** Send access requests: `POST /platform/user/access/requests`. */
export const createAccessRequestsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/access/requests', 'post'>, OperationInit<'/platform/user/access/requests', 'post'>>,
) =>
  platformMutation(
    {
      ...accessesPolicy.mutations.createAccessRequests,
      mutationKey: ['accesses', 'createAccessRequests'],
      mutationFn: (init: OperationInit<'/platform/user/access/requests', 'post'>) => unwrap(createAccessRequests(client, init)),
    },
    hooks,
  )

/** Withdraw an access request: `DELETE /platform/user/access/requests/{requestId}`. */
export const withdrawAccessRequestMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/access/requests/{requestId}', 'delete'>, OperationInit<'/platform/user/access/requests/{requestId}', 'delete'>>,
) =>
  platformMutation(
    {
      ...accessesPolicy.mutations.withdrawAccessRequest,
      mutationKey: ['accesses', 'withdrawAccessRequest'],
      mutationFn: (init: OperationInit<'/platform/user/access/requests/{requestId}', 'delete'>) => unwrap(withdrawAccessRequest(client, init)),
    },
    hooks,
  )

/** Approve by linking to a contractor: `POST /platform/master-account/access/requests/approve/contractor`. */
export const approveAccessRequestMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/master-account/access/requests/approve/contractor', 'post'>, OperationInit<'/platform/master-account/access/requests/approve/contractor', 'post'>>,
) =>
  platformMutation(
    {
      ...masterAccountPolicy.mutations.approveAccessRequest,
      mutationKey: ['master-account', 'approveAccessRequest'],
      mutationFn: (init: OperationInit<'/platform/master-account/access/requests/approve/contractor', 'post'>) => unwrap(approveAccessRequest(client, init)),
    },
    hooks,
  )

/** Reject an access request: `POST /platform/master-account/access/requests/failure`. */
export const rejectAccessRequestMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/master-account/access/requests/failure', 'post'>, OperationInit<'/platform/master-account/access/requests/failure', 'post'>>,
) =>
  platformMutation(
    {
      ...masterAccountPolicy.mutations.rejectAccessRequest,
      mutationKey: ['master-account', 'rejectAccessRequest'],
      mutationFn: (init: OperationInit<'/platform/master-account/access/requests/failure', 'post'>) => unwrap(rejectAccessRequest(client, init)),
    },
    hooks,
  )

/** Mark an access request as a duplicate: `POST /platform/master-account/access/requests/duplicate`. */
export const markAccessRequestDuplicateMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/master-account/access/requests/duplicate', 'post'>, OperationInit<'/platform/master-account/access/requests/duplicate', 'post'>>,
) =>
  platformMutation(
    {
      ...masterAccountPolicy.mutations.markAccessRequestDuplicate,
      mutationKey: ['master-account', 'markAccessRequestDuplicate'],
      mutationFn: (init: OperationInit<'/platform/master-account/access/requests/duplicate', 'post'>) => unwrap(markAccessRequestDuplicate(client, init)),
    },
    hooks,
  )

/** Grant access manually: `POST /platform/master-account/access/requests/allow`. */
export const allowAccessRequestMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/master-account/access/requests/allow', 'post'>, OperationInit<'/platform/master-account/access/requests/allow', 'post'>>,
) =>
  platformMutation(
    {
      ...masterAccountPolicy.mutations.allowAccessRequest,
      mutationKey: ['master-account', 'allowAccessRequest'],
      mutationFn: (init: OperationInit<'/platform/master-account/access/requests/allow', 'post'>) => unwrap(allowAccessRequest(client, init)),
    },
    hooks,
  )

/** Send an invitation: `POST /platform/master-account/invitations`. */
export const createInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/master-account/invitations', 'post'>, OperationInit<'/platform/master-account/invitations', 'post'>>,
) =>
  platformMutation(
    {
      ...masterAccountPolicy.mutations.createInvitation,
      mutationKey: ['master-account', 'createInvitation'],
      mutationFn: (init: OperationInit<'/platform/master-account/invitations', 'post'>) => unwrap(createInvitation(client, init)),
    },
    hooks,
  )

/** Resend an invitation: `POST /platform/master-account/invitations/resend/{id}`. */
export const resendInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/master-account/invitations/resend/{id}', 'post'>, OperationInit<'/platform/master-account/invitations/resend/{id}', 'post'>>,
) =>
  platformMutation(
    {
      ...masterAccountPolicy.mutations.resendInvitation,
      mutationKey: ['master-account', 'resendInvitation'],
      mutationFn: (init: OperationInit<'/platform/master-account/invitations/resend/{id}', 'post'>) => unwrap(resendInvitation(client, init)),
    },
    hooks,
  )

/** Revoke an invitation: `DELETE /platform/master-account/invitations/{id}`. */
export const deleteInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/master-account/invitations/{id}', 'delete'>, OperationInit<'/platform/master-account/invitations/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...masterAccountPolicy.mutations.deleteInvitation,
      mutationKey: ['master-account', 'deleteInvitation'],
      mutationFn: (init: OperationInit<'/platform/master-account/invitations/{id}', 'delete'>) => unwrap(deleteInvitation(client, init)),
    },
    hooks,
  )

/** Set a contact's contractor roles: `PUT /platform/master-account/contacts/contractors`. */
export const updateContactContractorMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/master-account/contacts/contractors', 'put'>, OperationInit<'/platform/master-account/contacts/contractors', 'put'>>,
) =>
  platformMutation(
    {
      ...masterAccountPolicy.mutations.updateContactContractor,
      mutationKey: ['master-account', 'updateContactContractor'],
      mutationFn: (init: OperationInit<'/platform/master-account/contacts/contractors', 'put'>) => unwrap(updateContactContractor(client, init)),
    },
    hooks,
  )

/** Remove a contact's contractor link: `DELETE /platform/master-account/contacts/contractors`. */
export const deleteContactContractorMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/master-account/contacts/contractors', 'delete'>, OperationInit<'/platform/master-account/contacts/contractors', 'delete'>>,
) =>
  platformMutation(
    {
      ...masterAccountPolicy.mutations.deleteContactContractor,
      mutationKey: ['master-account', 'deleteContactContractor'],
      mutationFn: (init: OperationInit<'/platform/master-account/contacts/contractors', 'delete'>) => unwrap(deleteContactContractor(client, init)),
    },
    hooks,
  )

/** Create an application: `POST /platform/setting/applications`. */
export const createApplicationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications', 'post'>, OperationInit<'/platform/setting/applications', 'post'>>,
) =>
  platformMutation(
    {
      ...settingApplicationsPolicy.mutations.createApplication,
      mutationKey: ['setting-applications', 'createApplication'],
      mutationFn: (init: OperationInit<'/platform/setting/applications', 'post'>) => unwrap(createApplication(client, init)),
    },
    hooks,
  )

/** Update an application: `PUT /platform/setting/applications/{id}`. */
export const updateApplicationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/{id}', 'put'>, OperationInit<'/platform/setting/applications/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingApplicationsPolicy.mutations.updateApplication,
      mutationKey: ['setting-applications', 'updateApplication'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/{id}', 'put'>) => unwrap(updateApplication(client, init)),
    },
    hooks,
  )

/** Delete an application: `DELETE /platform/setting/applications/{id}`. */
export const deleteApplicationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/{id}', 'delete'>, OperationInit<'/platform/setting/applications/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingApplicationsPolicy.mutations.deleteApplication,
      mutationKey: ['setting-applications', 'deleteApplication'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/{id}', 'delete'>) => unwrap(deleteApplication(client, init)),
    },
    hooks,
  )

/** Save the drag order of applications: `PATCH /platform/setting/applications/order`. */
export const reorderApplicationsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/order', 'patch'>, OperationInit<'/platform/setting/applications/order', 'patch'>>,
) =>
  platformMutation(
    {
      ...settingApplicationsPolicy.mutations.reorderApplications,
      mutationKey: ['setting-applications', 'reorderApplications'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/order', 'patch'>) => unwrap(reorderApplications(client, init)),
    },
    hooks,
  )

/** Generate a new client secret: `PUT /platform/setting/applications/client/{clientId}/secret`. */
export const regenerateClientSecretMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/client/{clientId}/secret', 'put'>, OperationInit<'/platform/setting/applications/client/{clientId}/secret', 'put'>>,
) =>
  platformMutation(
    {
      ...settingApplicationsPolicy.mutations.regenerateClientSecret,
      mutationKey: ['setting-applications', 'regenerateClientSecret'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/client/{clientId}/secret', 'put'>) => unwrap(regenerateClientSecret(client, init)),
    },
    hooks,
  )

/** End the filtered sessions of an application: `DELETE /platform/setting/applications/sessions`. */
export const deleteApplicationSessionsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/sessions', 'delete'>, OperationInit<'/platform/setting/applications/sessions', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingApplicationsPolicy.mutations.deleteApplicationSessions,
      mutationKey: ['setting-applications', 'deleteApplicationSessions'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/sessions', 'delete'>) => unwrap(deleteApplicationSessions(client, init)),
    },
    hooks,
  )

/** End one session: `DELETE /platform/setting/applications/sessions/{sessionId}`. */
export const deleteApplicationSessionMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/sessions/{sessionId}', 'delete'>, OperationInit<'/platform/setting/applications/sessions/{sessionId}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingApplicationsPolicy.mutations.deleteApplicationSession,
      mutationKey: ['setting-applications', 'deleteApplicationSession'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/sessions/{sessionId}', 'delete'>) => unwrap(deleteApplicationSession(client, init)),
    },
    hooks,
  )

/** Create a domain: `POST /platform/setting/domains`. */
export const createDomainMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains', 'post'>, OperationInit<'/platform/setting/domains', 'post'>>,
) =>
  platformMutation(
    {
      ...settingDomainsPolicy.mutations.createDomain,
      mutationKey: ['setting-domains', 'createDomain'],
      mutationFn: (init: OperationInit<'/platform/setting/domains', 'post'>) => unwrap(createDomain(client, init)),
    },
    hooks,
  )

/** Update a domain: `PUT /platform/setting/domains/{id}`. */
export const updateDomainMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains/{id}', 'put'>, OperationInit<'/platform/setting/domains/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingDomainsPolicy.mutations.updateDomain,
      mutationKey: ['setting-domains', 'updateDomain'],
      mutationFn: (init: OperationInit<'/platform/setting/domains/{id}', 'put'>) => unwrap(updateDomain(client, init)),
    },
    hooks,
  )

/** Delete a domain: `DELETE /platform/setting/domains/{id}`. */
export const deleteDomainMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains/{id}', 'delete'>, OperationInit<'/platform/setting/domains/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingDomainsPolicy.mutations.deleteDomain,
      mutationKey: ['setting-domains', 'deleteDomain'],
      mutationFn: (init: OperationInit<'/platform/setting/domains/{id}', 'delete'>) => unwrap(deleteDomain(client, init)),
    },
    hooks,
  )

/** Enable or disable a domain: `PUT /platform/setting/domains/{id}/enabled`. */
export const setDomainEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains/{id}/enabled', 'put'>, OperationInit<'/platform/setting/domains/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...settingDomainsPolicy.mutations.setDomainEnabled,
      mutationKey: ['setting-domains', 'setDomainEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/domains/{id}/enabled', 'put'>) => unwrap(setDomainEnabled(client, init)),
    },
    hooks,
  )

/** Create a device type: `POST /platform/setting/devices-types`. */
export const createDeviceTypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/devices-types', 'post'>, OperationInit<'/platform/setting/devices-types', 'post'>>,
) =>
  platformMutation(
    {
      ...settingDomainsPolicy.mutations.createDeviceType,
      mutationKey: ['setting-domains', 'createDeviceType'],
      mutationFn: (init: OperationInit<'/platform/setting/devices-types', 'post'>) => unwrap(createDeviceType(client, init)),
    },
    hooks,
  )

/** Update a device type: `PUT /platform/setting/devices-types/{id}`. */
export const updateDeviceTypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/devices-types/{id}', 'put'>, OperationInit<'/platform/setting/devices-types/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingDomainsPolicy.mutations.updateDeviceType,
      mutationKey: ['setting-domains', 'updateDeviceType'],
      mutationFn: (init: OperationInit<'/platform/setting/devices-types/{id}', 'put'>) => unwrap(updateDeviceType(client, init)),
    },
    hooks,
  )

/** Delete a device type: `DELETE /platform/setting/devices-types/{id}`. */
export const deleteDeviceTypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/devices-types/{id}', 'delete'>, OperationInit<'/platform/setting/devices-types/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingDomainsPolicy.mutations.deleteDeviceType,
      mutationKey: ['setting-domains', 'deleteDeviceType'],
      mutationFn: (init: OperationInit<'/platform/setting/devices-types/{id}', 'delete'>) => unwrap(deleteDeviceType(client, init)),
    },
    hooks,
  )

/** Create an authentication scheme: `POST /platform/setting/authentication-schemas`. */
export const createAuthSchemeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/authentication-schemas', 'post'>, OperationInit<'/platform/setting/authentication-schemas', 'post'>>,
) =>
  platformMutation(
    {
      ...settingAuthSchemasPolicy.mutations.createAuthScheme,
      mutationKey: ['setting-auth-schemas', 'createAuthScheme'],
      mutationFn: (init: OperationInit<'/platform/setting/authentication-schemas', 'post'>) => unwrap(createAuthScheme(client, init)),
    },
    hooks,
  )

/** Update an authentication scheme: `PUT /platform/setting/authentication-schemas/{id}`. */
export const updateAuthSchemeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/authentication-schemas/{id}', 'put'>, OperationInit<'/platform/setting/authentication-schemas/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingAuthSchemasPolicy.mutations.updateAuthScheme,
      mutationKey: ['setting-auth-schemas', 'updateAuthScheme'],
      mutationFn: (init: OperationInit<'/platform/setting/authentication-schemas/{id}', 'put'>) => unwrap(updateAuthScheme(client, init)),
    },
    hooks,
  )

/** Delete an authentication scheme: `DELETE /platform/setting/authentication-schemas/{id}`. */
export const deleteAuthSchemeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/authentication-schemas/{id}', 'delete'>, OperationInit<'/platform/setting/authentication-schemas/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingAuthSchemasPolicy.mutations.deleteAuthScheme,
      mutationKey: ['setting-auth-schemas', 'deleteAuthScheme'],
      mutationFn: (init: OperationInit<'/platform/setting/authentication-schemas/{id}', 'delete'>) => unwrap(deleteAuthScheme(client, init)),
    },
    hooks,
  )

/** Activate or deactivate a scheme: `PUT /platform/setting/authentication-schemas/{id}/active`. */
export const setAuthSchemeActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/authentication-schemas/{id}/active', 'put'>, OperationInit<'/platform/setting/authentication-schemas/{id}/active', 'put'>>,
) =>
  platformMutation(
    {
      ...settingAuthSchemasPolicy.mutations.setAuthSchemeActive,
      mutationKey: ['setting-auth-schemas', 'setAuthSchemeActive'],
      mutationFn: (init: OperationInit<'/platform/setting/authentication-schemas/{id}/active', 'put'>) => unwrap(setAuthSchemeActive(client, init)),
    },
    hooks,
  )

/** Reorder schemes: `PATCH /platform/setting/authentication-schemas/priority`. */
export const reorderAuthSchemesMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/authentication-schemas/priority', 'patch'>, OperationInit<'/platform/setting/authentication-schemas/priority', 'patch'>>,
) =>
  platformMutation(
    {
      ...settingAuthSchemasPolicy.mutations.reorderAuthSchemes,
      mutationKey: ['setting-auth-schemas', 'reorderAuthSchemes'],
      mutationFn: (init: OperationInit<'/platform/setting/authentication-schemas/priority', 'patch'>) => unwrap(reorderAuthSchemes(client, init)),
    },
    hooks,
  )

/** Save platform settings: `PATCH /platform/setting/application/settings/platform`. */
export const updatePlatformSettingsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/application/settings/platform', 'patch'>, OperationInit<'/platform/setting/application/settings/platform', 'patch'>>,
) =>
  platformMutation(
    {
      ...settingSettingsPolicy.mutations.updatePlatformSettings,
      mutationKey: ['setting-settings', 'updatePlatformSettings'],
      mutationFn: (init: OperationInit<'/platform/setting/application/settings/platform', 'patch'>) => unwrap(updatePlatformSettings(client, init)),
    },
    hooks,
  )

/** Save user settings: `PATCH /platform/setting/application/settings/users`. */
export const updateUsersSettingsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/application/settings/users', 'patch'>, OperationInit<'/platform/setting/application/settings/users', 'patch'>>,
) =>
  platformMutation(
    {
      ...settingSettingsPolicy.mutations.updateUsersSettings,
      mutationKey: ['setting-settings', 'updateUsersSettings'],
      mutationFn: (init: OperationInit<'/platform/setting/application/settings/users', 'patch'>) => unwrap(updateUsersSettings(client, init)),
    },
    hooks,
  )

/** Activate or deactivate a tab: `PUT /platform/setting/dynamic-fields/tabs/{id}/active`. */
export const setDynamicFieldTabActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>, OperationInit<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.setDynamicFieldTabActive,
      mutationKey: ['setting-dynamic-fields', 'setDynamicFieldTabActive'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>) => unwrap(setDynamicFieldTabActive(client, init)),
    },
    hooks,
  )

/** Reorder the tabs of an entity type: `PUT /platform/setting/dynamic-fields/{type}/tabs/order`. */
export const reorderDynamicFieldTabsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>, OperationInit<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.reorderDynamicFieldTabs,
      mutationKey: ['setting-dynamic-fields', 'reorderDynamicFieldTabs'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>) => unwrap(reorderDynamicFieldTabs(client, init)),
    },
    hooks,
  )

/** Reorder the subtypes and fields of a tab: `PUT /platform/setting/dynamic-fields/tabs/{tab}/order`. */
export const reorderDynamicFieldSubtypesMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>, OperationInit<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.reorderDynamicFieldSubtypes,
      mutationKey: ['setting-dynamic-fields', 'reorderDynamicFieldSubtypes'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>) => unwrap(reorderDynamicFieldSubtypes(client, init)),
    },
    hooks,
  )

/** Create a subtype: `POST /platform/setting/dynamic-fields/subtypes`. */
export const createDynamicFieldSubtypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/subtypes', 'post'>, OperationInit<'/platform/setting/dynamic-fields/subtypes', 'post'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.createDynamicFieldSubtype,
      mutationKey: ['setting-dynamic-fields', 'createDynamicFieldSubtype'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/subtypes', 'post'>) => unwrap(createDynamicFieldSubtype(client, init)),
    },
    hooks,
  )

/** Update a subtype: `PUT /platform/setting/dynamic-fields/subtypes`. */
export const updateDynamicFieldSubtypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/subtypes', 'put'>, OperationInit<'/platform/setting/dynamic-fields/subtypes', 'put'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.updateDynamicFieldSubtype,
      mutationKey: ['setting-dynamic-fields', 'updateDynamicFieldSubtype'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/subtypes', 'put'>) => unwrap(updateDynamicFieldSubtype(client, init)),
    },
    hooks,
  )

/** Delete several subtypes: `DELETE /platform/setting/dynamic-fields/subtypes`. */
export const deleteDynamicFieldSubtypesMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/subtypes', 'delete'>, OperationInit<'/platform/setting/dynamic-fields/subtypes', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.deleteDynamicFieldSubtypes,
      mutationKey: ['setting-dynamic-fields', 'deleteDynamicFieldSubtypes'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/subtypes', 'delete'>) => unwrap(deleteDynamicFieldSubtypes(client, init)),
    },
    hooks,
  )

/** Delete a subtype: `DELETE /platform/setting/dynamic-fields/subtypes/{id}`. */
export const deleteDynamicFieldSubtypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>, OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.deleteDynamicFieldSubtype,
      mutationKey: ['setting-dynamic-fields', 'deleteDynamicFieldSubtype'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>) => unwrap(deleteDynamicFieldSubtype(client, init)),
    },
    hooks,
  )

/** Activate or deactivate a subtype: `PUT /platform/setting/dynamic-fields/subtypes/{id}/active`. */
export const setDynamicFieldSubtypeActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>, OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.setDynamicFieldSubtypeActive,
      mutationKey: ['setting-dynamic-fields', 'setDynamicFieldSubtypeActive'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>) => unwrap(setDynamicFieldSubtypeActive(client, init)),
    },
    hooks,
  )

/** Create a field: `POST /platform/setting/dynamic-fields`. */
export const createDynamicFieldMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields', 'post'>, OperationInit<'/platform/setting/dynamic-fields', 'post'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.createDynamicField,
      mutationKey: ['setting-dynamic-fields', 'createDynamicField'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields', 'post'>) => unwrap(createDynamicField(client, init)),
    },
    hooks,
  )

/** Update a field: `PUT /platform/setting/dynamic-fields/{id}`. */
export const updateDynamicFieldMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/{id}', 'put'>, OperationInit<'/platform/setting/dynamic-fields/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.updateDynamicField,
      mutationKey: ['setting-dynamic-fields', 'updateDynamicField'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/{id}', 'put'>) => unwrap(updateDynamicField(client, init)),
    },
    hooks,
  )

/** Delete a field: `DELETE /platform/setting/dynamic-fields/{id}`. */
export const deleteDynamicFieldMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/{id}', 'delete'>, OperationInit<'/platform/setting/dynamic-fields/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.deleteDynamicField,
      mutationKey: ['setting-dynamic-fields', 'deleteDynamicField'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/{id}', 'delete'>) => unwrap(deleteDynamicField(client, init)),
    },
    hooks,
  )

/** Activate or deactivate a field: `PUT /platform/setting/dynamic-fields/{id}/active`. */
export const setDynamicFieldActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/{id}/active', 'put'>, OperationInit<'/platform/setting/dynamic-fields/{id}/active', 'put'>>,
) =>
  platformMutation(
    {
      ...settingDynamicFieldsPolicy.mutations.setDynamicFieldActive,
      mutationKey: ['setting-dynamic-fields', 'setDynamicFieldActive'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/{id}/active', 'put'>) => unwrap(setDynamicFieldActive(client, init)),
    },
    hooks,
  )

/** Switch a notification method on or off: `PUT /platform/setting/subscribes/notify-methods/{id}/enabled`. */
export const setNotifyMethodEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>, OperationInit<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.setNotifyMethodEnabled,
      mutationKey: ['setting-lists', 'setNotifyMethodEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>) => unwrap(setNotifyMethodEnabled(client, init)),
    },
    hooks,
  )

/** Add a whitelist entry: `POST /platform/setting/whitelist`. */
export const createWhitelistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/whitelist', 'post'>, OperationInit<'/platform/setting/whitelist', 'post'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.createWhitelistEntry,
      mutationKey: ['setting-lists', 'createWhitelistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/whitelist', 'post'>) => unwrap(createWhitelistEntry(client, init)),
    },
    hooks,
  )

/** Edit a whitelist entry: `PUT /platform/setting/whitelist/{id}`. */
export const updateWhitelistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/whitelist/{id}', 'put'>, OperationInit<'/platform/setting/whitelist/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.updateWhitelistEntry,
      mutationKey: ['setting-lists', 'updateWhitelistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/whitelist/{id}', 'put'>) => unwrap(updateWhitelistEntry(client, init)),
    },
    hooks,
  )

/** Delete a whitelist entry: `DELETE /platform/setting/whitelist/{id}`. */
export const deleteWhitelistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/whitelist/{id}', 'delete'>, OperationInit<'/platform/setting/whitelist/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.deleteWhitelistEntry,
      mutationKey: ['setting-lists', 'deleteWhitelistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/whitelist/{id}', 'delete'>) => unwrap(deleteWhitelistEntry(client, init)),
    },
    hooks,
  )

/** Switch a whitelist entry on or off: `PUT /platform/setting/whitelist/{id}/enabled`. */
export const setWhitelistEntryEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/whitelist/{id}/enabled', 'put'>, OperationInit<'/platform/setting/whitelist/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.setWhitelistEntryEnabled,
      mutationKey: ['setting-lists', 'setWhitelistEntryEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/whitelist/{id}/enabled', 'put'>) => unwrap(setWhitelistEntryEnabled(client, init)),
    },
    hooks,
  )

/** Add a blacklist entry: `POST /platform/setting/blacklist`. */
export const createBlacklistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/blacklist', 'post'>, OperationInit<'/platform/setting/blacklist', 'post'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.createBlacklistEntry,
      mutationKey: ['setting-lists', 'createBlacklistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/blacklist', 'post'>) => unwrap(createBlacklistEntry(client, init)),
    },
    hooks,
  )

/** Edit a blacklist entry: `PUT /platform/setting/blacklist/{id}`. */
export const updateBlacklistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/blacklist/{id}', 'put'>, OperationInit<'/platform/setting/blacklist/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.updateBlacklistEntry,
      mutationKey: ['setting-lists', 'updateBlacklistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/blacklist/{id}', 'put'>) => unwrap(updateBlacklistEntry(client, init)),
    },
    hooks,
  )

/** Delete a blacklist entry: `DELETE /platform/setting/blacklist/{id}`. */
export const deleteBlacklistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/blacklist/{id}', 'delete'>, OperationInit<'/platform/setting/blacklist/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.deleteBlacklistEntry,
      mutationKey: ['setting-lists', 'deleteBlacklistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/blacklist/{id}', 'delete'>) => unwrap(deleteBlacklistEntry(client, init)),
    },
    hooks,
  )

/** Switch a blacklist entry on or off: `PUT /platform/setting/blacklist/{id}/enabled`. */
export const setBlacklistEntryEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/blacklist/{id}/enabled', 'put'>, OperationInit<'/platform/setting/blacklist/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.setBlacklistEntryEnabled,
      mutationKey: ['setting-lists', 'setBlacklistEntryEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/blacklist/{id}/enabled', 'put'>) => unwrap(setBlacklistEntryEnabled(client, init)),
    },
    hooks,
  )

/** Create a network alias: `POST /platform/setting/network-aliases`. */
export const createNetworkAliasMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/network-aliases', 'post'>, OperationInit<'/platform/setting/network-aliases', 'post'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.createNetworkAlias,
      mutationKey: ['setting-lists', 'createNetworkAlias'],
      mutationFn: (init: OperationInit<'/platform/setting/network-aliases', 'post'>) => unwrap(createNetworkAlias(client, init)),
    },
    hooks,
  )

/** Edit a network alias: `PUT /platform/setting/network-aliases/{id}`. */
export const updateNetworkAliasMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/network-aliases/{id}', 'put'>, OperationInit<'/platform/setting/network-aliases/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.updateNetworkAlias,
      mutationKey: ['setting-lists', 'updateNetworkAlias'],
      mutationFn: (init: OperationInit<'/platform/setting/network-aliases/{id}', 'put'>) => unwrap(updateNetworkAlias(client, init)),
    },
    hooks,
  )

/** Delete a network alias: `DELETE /platform/setting/network-aliases/{id}`. */
export const deleteNetworkAliasMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/network-aliases/{id}', 'delete'>, OperationInit<'/platform/setting/network-aliases/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingListsPolicy.mutations.deleteNetworkAlias,
      mutationKey: ['setting-lists', 'deleteNetworkAlias'],
      mutationFn: (init: OperationInit<'/platform/setting/network-aliases/{id}', 'delete'>) => unwrap(deleteNetworkAlias(client, init)),
    },
    hooks,
  )

/** Save the license: `POST /platform/setting/license`. */
export const saveLicenseMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/license', 'post'>, OperationInit<'/platform/setting/license', 'post'>>,
) =>
  platformMutation(
    {
      ...settingLicensePolicy.mutations.saveLicense,
      mutationKey: ['setting-license', 'saveLicense'],
      mutationFn: (init: OperationInit<'/platform/setting/license', 'post'>) => unwrap(saveLicense(client, init)),
    },
    hooks,
  )

/** Delete the license: `DELETE /platform/setting/license`. */
export const deleteLicenseMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/license', 'delete'>, OperationInit<'/platform/setting/license', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingLicensePolicy.mutations.deleteLicense,
      mutationKey: ['setting-license', 'deleteLicense'],
      mutationFn: (init: OperationInit<'/platform/setting/license', 'delete'>) => unwrap(deleteLicense(client, init)),
    },
    hooks,
  )

/** Check a license key: `POST /platform/setting/license/check`. */
export const checkLicenseMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/license/check', 'post'>, OperationInit<'/platform/setting/license/check', 'post'>>,
) =>
  platformMutation(
    {
      ...settingLicensePolicy.mutations.checkLicense,
      mutationKey: ['setting-license', 'checkLicense'],
      mutationFn: (init: OperationInit<'/platform/setting/license/check', 'post'>) => unwrap(checkLicense(client, init)),
    },
    hooks,
  )

/** Create a provider: `POST /platform/setting/providers`. */
export const createProviderMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers', 'post'>, OperationInit<'/platform/setting/providers', 'post'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.createProvider,
      mutationKey: ['setting-providers', 'createProvider'],
      mutationFn: (init: OperationInit<'/platform/setting/providers', 'post'>) => unwrap(createProvider(client, init)),
    },
    hooks,
  )

/** Update a provider: `PUT /platform/setting/providers/{id}`. */
export const updateProviderMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}', 'put'>, OperationInit<'/platform/setting/providers/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.updateProvider,
      mutationKey: ['setting-providers', 'updateProvider'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/{id}', 'put'>) => unwrap(updateProvider(client, init)),
    },
    hooks,
  )

/** Delete a provider: `DELETE /platform/setting/providers/{id}`. */
export const deleteProviderMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}', 'delete'>, OperationInit<'/platform/setting/providers/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.deleteProvider,
      mutationKey: ['setting-providers', 'deleteProvider'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/{id}', 'delete'>) => unwrap(deleteProvider(client, init)),
    },
    hooks,
  )

/** Activate or deactivate a provider: `PUT /platform/setting/providers/{id}/enabled`. */
export const setProviderEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}/enabled', 'put'>, OperationInit<'/platform/setting/providers/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.setProviderEnabled,
      mutationKey: ['setting-providers', 'setProviderEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/{id}/enabled', 'put'>) => unwrap(setProviderEnabled(client, init)),
    },
    hooks,
  )

/** Check the connection to a provider: `POST /platform/setting/providers/status`. */
export const checkProviderConnectionMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/status', 'post'>, OperationInit<'/platform/setting/providers/status', 'post'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.checkProviderConnection,
      mutationKey: ['setting-providers', 'checkProviderConnection'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/status', 'post'>) => unwrap(checkProviderConnection(client, init)),
    },
    hooks,
  )

/** Start a synchronisation now: `POST /platform/setting/providers/{id}/sync/start`. */
export const startProviderSyncMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}/sync/start', 'post'>, OperationInit<'/platform/setting/providers/{id}/sync/start', 'post'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.startProviderSync,
      mutationKey: ['setting-providers', 'startProviderSync'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/{id}/sync/start', 'post'>) => unwrap(startProviderSync(client, init)),
    },
    hooks,
  )

/** Update sync settings: `PUT /platform/setting/providers/{id}/sync/{syncId}`. */
export const updateProviderSyncMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>, OperationInit<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.updateProviderSync,
      mutationKey: ['setting-providers', 'updateProviderSync'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>) => unwrap(updateProviderSync(client, init)),
    },
    hooks,
  )

/** Create a mapper: `POST /platform/setting/providers/sync/{syncId}/mappers`. */
export const createMapperMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>, OperationInit<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.createMapper,
      mutationKey: ['setting-providers', 'createMapper'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>) => unwrap(createMapper(client, init)),
    },
    hooks,
  )

/** Create the base mappers: `POST /platform/setting/providers/sync/{syncId}/base`. */
export const createBaseMappersMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/sync/{syncId}/base', 'post'>, OperationInit<'/platform/setting/providers/sync/{syncId}/base', 'post'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.createBaseMappers,
      mutationKey: ['setting-providers', 'createBaseMappers'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/sync/{syncId}/base', 'post'>) => unwrap(createBaseMappers(client, init)),
    },
    hooks,
  )

/** Update a mapper: `PUT /platform/setting/providers/mappers/{id}`. */
export const updateMapperMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/mappers/{id}', 'put'>, OperationInit<'/platform/setting/providers/mappers/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.updateMapper,
      mutationKey: ['setting-providers', 'updateMapper'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/mappers/{id}', 'put'>) => unwrap(updateMapper(client, init)),
    },
    hooks,
  )

/** Delete a mapper: `DELETE /platform/setting/providers/mappers/{id}`. */
export const deleteMapperMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/mappers/{id}', 'delete'>, OperationInit<'/platform/setting/providers/mappers/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.deleteMapper,
      mutationKey: ['setting-providers', 'deleteMapper'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/mappers/{id}', 'delete'>) => unwrap(deleteMapper(client, init)),
    },
    hooks,
  )

/** Enable or disable a mapper: `PUT /platform/setting/providers/mappers/{id}/enabled`. */
export const setMapperEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/mappers/{id}/enabled', 'put'>, OperationInit<'/platform/setting/providers/mappers/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...settingProvidersPolicy.mutations.setMapperEnabled,
      mutationKey: ['setting-providers', 'setMapperEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/mappers/{id}/enabled', 'put'>) => unwrap(setMapperEnabled(client, init)),
    },
    hooks,
  )

/** Create a document: `POST /platform/setting/documents`. */
export const createDocumentMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/documents', 'post'>, OperationInit<'/platform/setting/documents', 'post'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.createDocument,
      mutationKey: ['setting-libraries', 'createDocument'],
      mutationFn: (init: OperationInit<'/platform/setting/documents', 'post'>) => unwrap(createDocument(client, init)),
    },
    hooks,
  )

/** Update a document: `PUT /platform/setting/documents/{id}`. */
export const updateDocumentMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/documents/{id}', 'put'>, OperationInit<'/platform/setting/documents/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.updateDocument,
      mutationKey: ['setting-libraries', 'updateDocument'],
      mutationFn: (init: OperationInit<'/platform/setting/documents/{id}', 'put'>) => unwrap(updateDocument(client, init)),
    },
    hooks,
  )

/** Delete a document: `DELETE /platform/setting/documents/{id}`. */
export const deleteDocumentMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/documents/{id}', 'delete'>, OperationInit<'/platform/setting/documents/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.deleteDocument,
      mutationKey: ['setting-libraries', 'deleteDocument'],
      mutationFn: (init: OperationInit<'/platform/setting/documents/{id}', 'delete'>) => unwrap(deleteDocument(client, init)),
    },
    hooks,
  )

/** Enable or disable a document: `PUT /platform/setting/documents/{id}/enabled`. */
export const setDocumentEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/documents/{id}/enabled', 'put'>, OperationInit<'/platform/setting/documents/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.setDocumentEnabled,
      mutationKey: ['setting-libraries', 'setDocumentEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/documents/{id}/enabled', 'put'>) => unwrap(setDocumentEnabled(client, init)),
    },
    hooks,
  )

/** Create a banner: `POST /platform/setting/banners`. */
export const createBannerMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners', 'post'>, OperationInit<'/platform/setting/banners', 'post'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.createBanner,
      mutationKey: ['setting-libraries', 'createBanner'],
      mutationFn: (init: OperationInit<'/platform/setting/banners', 'post'>) => unwrap(createBanner(client, init)),
    },
    hooks,
  )

/** Update a banner: `PUT /platform/setting/banners/{id}`. */
export const updateBannerMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners/{id}', 'put'>, OperationInit<'/platform/setting/banners/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.updateBanner,
      mutationKey: ['setting-libraries', 'updateBanner'],
      mutationFn: (init: OperationInit<'/platform/setting/banners/{id}', 'put'>) => unwrap(updateBanner(client, init)),
    },
    hooks,
  )

/** Delete a banner: `DELETE /platform/setting/banners/{id}`. */
export const deleteBannerMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners/{id}', 'delete'>, OperationInit<'/platform/setting/banners/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.deleteBanner,
      mutationKey: ['setting-libraries', 'deleteBanner'],
      mutationFn: (init: OperationInit<'/platform/setting/banners/{id}', 'delete'>) => unwrap(deleteBanner(client, init)),
    },
    hooks,
  )

/** Show or hide a banner: `PUT /platform/setting/banners/{id}/visible`. */
export const setBannerVisibleMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners/{id}/visible', 'put'>, OperationInit<'/platform/setting/banners/{id}/visible', 'put'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.setBannerVisible,
      mutationKey: ['setting-libraries', 'setBannerVisible'],
      mutationFn: (init: OperationInit<'/platform/setting/banners/{id}/visible', 'put'>) => unwrap(setBannerVisible(client, init)),
    },
    hooks,
  )

/** Create a language: `POST /platform/setting/locales`. */
export const createLanguageMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales', 'post'>, OperationInit<'/platform/setting/locales', 'post'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.createLanguage,
      mutationKey: ['setting-libraries', 'createLanguage'],
      mutationFn: (init: OperationInit<'/platform/setting/locales', 'post'>) => unwrap(createLanguage(client, init)),
    },
    hooks,
  )

/** Update a language: `PUT /platform/setting/locales/{id}`. */
export const updateLanguageMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales/{id}', 'put'>, OperationInit<'/platform/setting/locales/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.updateLanguage,
      mutationKey: ['setting-libraries', 'updateLanguage'],
      mutationFn: (init: OperationInit<'/platform/setting/locales/{id}', 'put'>) => unwrap(updateLanguage(client, init)),
    },
    hooks,
  )

/** Delete a language: `DELETE /platform/setting/locales/{id}`. */
export const deleteLanguageMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales/{id}', 'delete'>, OperationInit<'/platform/setting/locales/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.deleteLanguage,
      mutationKey: ['setting-libraries', 'deleteLanguage'],
      mutationFn: (init: OperationInit<'/platform/setting/locales/{id}', 'delete'>) => unwrap(deleteLanguage(client, init)),
    },
    hooks,
  )

/** Enable or disable a language: `PUT /platform/setting/locales/{id}/enabled`. */
export const setLanguageEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales/{id}/enabled', 'put'>, OperationInit<'/platform/setting/locales/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...settingLibrariesPolicy.mutations.setLanguageEnabled,
      mutationKey: ['setting-libraries', 'setLanguageEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/locales/{id}/enabled', 'put'>) => unwrap(setLanguageEnabled(client, init)),
    },
    hooks,
  )

/** Switch an entity's synchronisation on or off: `PUT /platform/setting/integration-synchronization/{id}/enabled`. */
export const setIntegrationSyncEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>, OperationInit<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...settingIntegrationPolicy.mutations.setIntegrationSyncEnabled,
      mutationKey: ['setting-integration', 'setIntegrationSyncEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>) => unwrap(setIntegrationSyncEnabled(client, init)),
    },
    hooks,
  )

/** Start a full synchronisation: `POST /platform/setting/integration-synchronization/{id}/start`. */
export const startIntegrationSyncMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/integration-synchronization/{id}/start', 'post'>, OperationInit<'/platform/setting/integration-synchronization/{id}/start', 'post'>>,
) =>
  platformMutation(
    {
      ...settingIntegrationPolicy.mutations.startIntegrationSync,
      mutationKey: ['setting-integration', 'startIntegrationSync'],
      mutationFn: (init: OperationInit<'/platform/setting/integration-synchronization/{id}/start', 'post'>) => unwrap(startIntegrationSync(client, init)),
    },
    hooks,
  )
