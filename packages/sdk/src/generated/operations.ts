// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type {
  DownloadedFile,
  OperationArgs,
  OperationData,
  PlatformClient,
  PlatformResult,
} from '../client'

// ui

/** Project info: `GET /platform/ui/project/info`. */
export function getProjectInfo(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/project/info', 'get'>
): Promise<PlatformResult<OperationData<'/platform/ui/project/info', 'get'>>> {
  return client.send('call', 'get', '/platform/ui/project/info', args[0]) as Promise<PlatformResult<OperationData<'/platform/ui/project/info', 'get'>>>
}

/** Navigation menu: `GET /platform/ui/menu`. */
export function getMenu(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/menu', 'get'>
): Promise<PlatformResult<OperationData<'/platform/ui/menu', 'get'>>> {
  return client.send('call', 'get', '/platform/ui/menu', args[0]) as Promise<PlatformResult<OperationData<'/platform/ui/menu', 'get'>>>
}

/** Administration menu: `GET /platform/ui/menu/platform`. */
export function getPlatformMenu(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/menu/platform', 'get'>
): Promise<PlatformResult<OperationData<'/platform/ui/menu/platform', 'get'>>> {
  return client.send('call', 'get', '/platform/ui/menu/platform', args[0]) as Promise<PlatformResult<OperationData<'/platform/ui/menu/platform', 'get'>>>
}

/** Service switch: `GET /platform/ui/services/menu`. */
export function getServicesMenu(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/services/menu', 'get'>
): Promise<PlatformResult<OperationData<'/platform/ui/services/menu', 'get'>>> {
  return client.send('call', 'get', '/platform/ui/services/menu', args[0]) as Promise<PlatformResult<OperationData<'/platform/ui/services/menu', 'get'>>>
}

/** Access flags and shell settings: `GET /platform/ui/configure/platform`. */
export function getPlatformConfigure(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/configure/platform', 'get'>
): Promise<PlatformResult<OperationData<'/platform/ui/configure/platform', 'get'>>> {
  return client.send('call', 'get', '/platform/ui/configure/platform', args[0]) as Promise<PlatformResult<OperationData<'/platform/ui/configure/platform', 'get'>>>
}

/** Service card: `GET /platform/applications/{app}`. */
export function getServiceApplication(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/applications/{app}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/applications/{app}', 'get'>>> {
  return client.send('call', 'get', '/platform/applications/{app}', args[0]) as Promise<PlatformResult<OperationData<'/platform/applications/{app}', 'get'>>>
}

/** Settings of the visitor forms: `GET /platform/application/settings/public`. */
export function getPublicSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/application/settings/public', 'get'>
): Promise<PlatformResult<OperationData<'/platform/application/settings/public', 'get'>>> {
  return client.send('call', 'get', '/platform/application/settings/public', args[0]) as Promise<PlatformResult<OperationData<'/platform/application/settings/public', 'get'>>>
}

/** User settings: `GET /platform/users/settings`. */
export function getUserSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/users/settings', 'get'>
): Promise<PlatformResult<OperationData<'/platform/users/settings', 'get'>>> {
  return client.send('call', 'get', '/platform/users/settings', args[0]) as Promise<PlatformResult<OperationData<'/platform/users/settings', 'get'>>>
}

/** Change user settings: `PATCH /platform/users/settings`. */
export function updateUserSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/users/settings', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/users/settings', 'patch'>>> {
  return client.send('call', 'patch', '/platform/users/settings', args[0]) as Promise<PlatformResult<OperationData<'/platform/users/settings', 'patch'>>>
}

/** Country codes: `GET /platform/country/codes`. */
export function listCountryCodes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/country/codes', 'get'>
): Promise<PlatformResult<OperationData<'/platform/country/codes', 'get'>>> {
  return client.send('call', 'get', '/platform/country/codes', args[0]) as Promise<PlatformResult<OperationData<'/platform/country/codes', 'get'>>>
}

/** Report the device screen: `POST /platform/user/profile/device`. */
export function reportDevice(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/device', 'post'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/device', 'post'>>> {
  return client.send('call', 'post', '/platform/user/profile/device', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/device', 'post'>>>
}

/** Record a page view: `POST /statistics/metrics/hit`. */
export function recordMetricsHit(
  client: PlatformClient,
  ...args: OperationArgs<'/statistics/metrics/hit', 'post'>
): Promise<PlatformResult<OperationData<'/statistics/metrics/hit', 'post'>>> {
  return client.send('call', 'post', '/statistics/metrics/hit', args[0]) as Promise<PlatformResult<OperationData<'/statistics/metrics/hit', 'post'>>>
}

/** Legal document: `GET /platform/documents/view/{code}`. */
export function getDocumentView(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/documents/view/{code}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/documents/view/{code}', 'get'>>> {
  return client.send('call', 'get', '/platform/documents/view/{code}', args[0]) as Promise<PlatformResult<OperationData<'/platform/documents/view/{code}', 'get'>>>
}

/** Style image: `GET /platform/ui/style/{styleCode}/{asset}`. */
export function getStyleAsset(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/ui/style/{styleCode}/{asset}', 'get'>
): Promise<PlatformResult<DownloadedFile>> {
  return client.send('download', 'get', '/platform/ui/style/{styleCode}/{asset}', args[0]) as Promise<PlatformResult<DownloadedFile>>
}

// auth

/** Sign-in flows for an identifier: `GET /platform/auth/config/{idAttribute}`. */
export function getAuthConfig(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/auth/config/{idAttribute}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/auth/config/{idAttribute}', 'get'>>> {
  return client.send('call', 'get', '/platform/auth/config/{idAttribute}', args[0]) as Promise<PlatformResult<OperationData<'/platform/auth/config/{idAttribute}', 'get'>>>
}

/** Sign in: `POST /platform/auth/login/{idAttribute}`. */
export function login(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/auth/login/{idAttribute}', 'post'>
): Promise<PlatformResult<OperationData<'/platform/auth/login/{idAttribute}', 'post'>>> {
  return client.send('call', 'post', '/platform/auth/login/{idAttribute}', args[0]) as Promise<PlatformResult<OperationData<'/platform/auth/login/{idAttribute}', 'post'>>>
}

/** Send a sign-in code: `POST /platform/auth/code/{idAttribute}`. */
export function sendLoginCode(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/auth/code/{idAttribute}', 'post'>
): Promise<PlatformResult<OperationData<'/platform/auth/code/{idAttribute}', 'post'>>> {
  return client.send('call', 'post', '/platform/auth/code/{idAttribute}', args[0]) as Promise<PlatformResult<OperationData<'/platform/auth/code/{idAttribute}', 'post'>>>
}

/** Sign out: `POST /platform/auth/logout`. */
export function logout(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/auth/logout', 'post'>
): Promise<PlatformResult<OperationData<'/platform/auth/logout', 'post'>>> {
  return client.send('call', 'post', '/platform/auth/logout', args[0]) as Promise<PlatformResult<OperationData<'/platform/auth/logout', 'post'>>>
}

// registration

/** Request a registration link: `POST /platform/registration/link`. */
export function requestRegistrationLink(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/registration/link', 'post'>
): Promise<PlatformResult<OperationData<'/platform/registration/link', 'post'>>> {
  return client.send('call', 'post', '/platform/registration/link', args[0]) as Promise<PlatformResult<OperationData<'/platform/registration/link', 'post'>>>
}

/** Registration link status: `GET /platform/registration/status/{id}`. */
export function getRegistrationLinkStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/registration/status/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/registration/status/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/registration/status/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/registration/status/{id}', 'get'>>>
}

/** Send a registration SMS code: `POST /platform/registration/code`. */
export function sendRegistrationCode(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/registration/code', 'post'>
): Promise<PlatformResult<OperationData<'/platform/registration/code', 'post'>>> {
  return client.send('call', 'post', '/platform/registration/code', args[0]) as Promise<PlatformResult<OperationData<'/platform/registration/code', 'post'>>>
}

/** Verify the registration SMS code: `PUT /platform/registration/verify`. */
export function verifyRegistrationCode(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/registration/verify', 'put'>
): Promise<PlatformResult<OperationData<'/platform/registration/verify', 'put'>>> {
  return client.send('call', 'put', '/platform/registration/verify', args[0]) as Promise<PlatformResult<OperationData<'/platform/registration/verify', 'put'>>>
}

/** Complete registration: `POST /platform/registration/complete`. */
export function completeRegistration(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/registration/complete', 'post'>
): Promise<PlatformResult<OperationData<'/platform/registration/complete', 'post'>>> {
  return client.send('call', 'post', '/platform/registration/complete', args[0]) as Promise<PlatformResult<OperationData<'/platform/registration/complete', 'post'>>>
}

// password

/** Request a new-password link: `POST /platform/password/link`. */
export function requestPasswordLink(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/password/link', 'post'>
): Promise<PlatformResult<OperationData<'/platform/password/link', 'post'>>> {
  return client.send('call', 'post', '/platform/password/link', args[0]) as Promise<PlatformResult<OperationData<'/platform/password/link', 'post'>>>
}

/** New-password link status: `GET /platform/password/link/status/{id}`. */
export function getPasswordLinkStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/password/link/status/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/password/link/status/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/password/link/status/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/password/link/status/{id}', 'get'>>>
}

/** First-entry password link status: `GET /platform/password/entry/link/status/{id}`. */
export function getEntryPasswordLinkStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/password/entry/link/status/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/password/entry/link/status/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/password/entry/link/status/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/password/entry/link/status/{id}', 'get'>>>
}

/** Set a new password: `PUT /platform/password/{id}`. */
export function setNewPassword(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/password/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/password/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/password/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/password/{id}', 'put'>>>
}

/** Set the first-entry password: `PUT /platform/password/entry/{id}`. */
export function setEntryPassword(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/password/entry/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/password/entry/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/password/entry/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/password/entry/{id}', 'put'>>>
}

// invitation

/** Invitation link status: `GET /platform/invitation/{id}`. */
export function getInvitationLinkStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/invitation/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/invitation/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/invitation/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/invitation/{id}', 'get'>>>
}

/** Refuse the invitation: `DELETE /platform/invitation/{id}`. */
export function refuseInvitation(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/invitation/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/invitation/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/invitation/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/invitation/{id}', 'delete'>>>
}

/** Send an invitation SMS code: `POST /platform/invitation/code`. */
export function sendInvitationCode(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/invitation/code', 'post'>
): Promise<PlatformResult<OperationData<'/platform/invitation/code', 'post'>>> {
  return client.send('call', 'post', '/platform/invitation/code', args[0]) as Promise<PlatformResult<OperationData<'/platform/invitation/code', 'post'>>>
}

/** Verify the invitation SMS code: `PUT /platform/invitation/verify`. */
export function verifyInvitationCode(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/invitation/verify', 'put'>
): Promise<PlatformResult<OperationData<'/platform/invitation/verify', 'put'>>> {
  return client.send('call', 'put', '/platform/invitation/verify', args[0]) as Promise<PlatformResult<OperationData<'/platform/invitation/verify', 'put'>>>
}

/** Accept the invitation: `POST /platform/invitation/accept`. */
export function acceptInvitation(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/invitation/accept', 'post'>
): Promise<PlatformResult<OperationData<'/platform/invitation/accept', 'post'>>> {
  return client.send('call', 'post', '/platform/invitation/accept', args[0]) as Promise<PlatformResult<OperationData<'/platform/invitation/accept', 'post'>>>
}

// profile

/** Profile summary: `GET /platform/user/profile`. */
export function getProfile(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/profile', 'get'>>> {
  return client.send('call', 'get', '/platform/user/profile', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile', 'get'>>>
}

/** Save the personal data: `PATCH /platform/user/profile`. */
export function updateProfile(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/user/profile', 'patch'>>> {
  return client.send('call', 'patch', '/platform/user/profile', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile', 'patch'>>>
}

/** Delete the account: `DELETE /platform/user/profile`. */
export function deleteProfile(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/user/profile', 'delete'>>> {
  return client.send('call', 'delete', '/platform/user/profile', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile', 'delete'>>>
}

/** Editable profile: `GET /platform/user/profile/details`. */
export function getProfileDetails(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/details', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/details', 'get'>>> {
  return client.send('call', 'get', '/platform/user/profile/details', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/details', 'get'>>>
}

/** Profile page layout: `GET /platform/user/profile/configure`. */
export function getProfileConfigure(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/configure', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/configure', 'get'>>> {
  return client.send('call', 'get', '/platform/user/profile/configure', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/configure', 'get'>>>
}

/** Change or set the password: `PATCH /platform/user/profile/password`. */
export function updateProfilePassword(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/password', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/password', 'patch'>>> {
  return client.send('call', 'patch', '/platform/user/profile/password', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/password', 'patch'>>>
}

/** History of profile changes: `GET /platform/user/profile/history`. */
export function listProfileHistory(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/history', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/history', 'get'>>> {
  return client.send('call', 'get', '/platform/user/profile/history', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/history', 'get'>>>
}

/** The avatar image: `GET /platform/user/avatar`. */
export function getAvatar(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/avatar', 'get'>
): Promise<PlatformResult<DownloadedFile>> {
  return client.send('download', 'get', '/platform/user/avatar', args[0]) as Promise<PlatformResult<DownloadedFile>>
}

/** Upload the avatar: `PATCH /platform/user/avatar`. */
export function uploadAvatar(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/avatar', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/user/avatar', 'patch'>>> {
  return client.send('upload', 'patch', '/platform/user/avatar', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/avatar', 'patch'>>>
}

/** The person's sessions: `GET /platform/user/sessions`. */
export function listSessions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/sessions', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/sessions', 'get'>>> {
  return client.send('call', 'get', '/platform/user/sessions', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/sessions', 'get'>>>
}

/** End all other sessions: `DELETE /platform/user/sessions`. */
export function deleteAllSessions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/sessions', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/user/sessions', 'delete'>>> {
  return client.send('call', 'delete', '/platform/user/sessions', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/sessions', 'delete'>>>
}

/** End one session: `DELETE /platform/user/sessions/{sessionId}`. */
export function deleteSession(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/sessions/{sessionId}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/user/sessions/{sessionId}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/user/sessions/{sessionId}', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/sessions/{sessionId}', 'delete'>>>
}

/** The person's subscriptions: `GET /platform/user/profile/subscribes`. */
export function listSubscriptions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/subscribes', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/subscribes', 'get'>>> {
  return client.send('call', 'get', '/platform/user/profile/subscribes', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/subscribes', 'get'>>>
}

/** Save subscription changes: `PUT /platform/user/profile/subscribes`. */
export function updateSubscriptions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/subscribes', 'put'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/subscribes', 'put'>>> {
  return client.send('call', 'put', '/platform/user/profile/subscribes', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/subscribes', 'put'>>>
}

/** The person's companies: `GET /platform/user/profile/companies`. */
export function listCompanies(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/companies', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/companies', 'get'>>> {
  return client.send('call', 'get', '/platform/user/profile/companies', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/companies', 'get'>>>
}

/** Leave a company: `DELETE /platform/user/profile/companies/{id}`. */
export function leaveCompany(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/companies/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/companies/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/user/profile/companies/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/companies/{id}', 'delete'>>>
}

/** Contacts of the master user's companies: `GET /platform/user/profile/contacts`. */
export function listContacts(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/contacts', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/contacts', 'get'>>> {
  return client.send('call', 'get', '/platform/user/profile/contacts', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/contacts', 'get'>>>
}

/** Contractor links of a contact: `GET /platform/user/profile/contacts/{userId}/contractors`. */
export function listContactContractors(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/profile/contacts/{userId}/contractors', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/profile/contacts/{userId}/contractors', 'get'>>> {
  return client.send('call', 'get', '/platform/user/profile/contacts/{userId}/contractors', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/profile/contacts/{userId}/contractors', 'get'>>>
}

// notify

/** The person's notifications: `GET /platform/notify/personal-account`. */
export function listNotifications(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/notify/personal-account', 'get'>
): Promise<PlatformResult<OperationData<'/platform/notify/personal-account', 'get'>>> {
  return client.send('call', 'get', '/platform/notify/personal-account', args[0]) as Promise<PlatformResult<OperationData<'/platform/notify/personal-account', 'get'>>>
}

/** Notifications for the bell: `GET /platform/notify/personal-account/last`. */
export function listLatestNotifications(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/notify/personal-account/last', 'get'>
): Promise<PlatformResult<OperationData<'/platform/notify/personal-account/last', 'get'>>> {
  return client.send('call', 'get', '/platform/notify/personal-account/last', args[0]) as Promise<PlatformResult<OperationData<'/platform/notify/personal-account/last', 'get'>>>
}

/** Mark a notification read: `POST /platform/notify/personal-account/read`. */
export function markNotificationRead(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/notify/personal-account/read', 'post'>
): Promise<PlatformResult<OperationData<'/platform/notify/personal-account/read', 'post'>>> {
  return client.send('call', 'post', '/platform/notify/personal-account/read', args[0]) as Promise<PlatformResult<OperationData<'/platform/notify/personal-account/read', 'post'>>>
}

// accesses

/** The person's outgoing access requests: `GET /platform/user/access/requests`. */
export function listAccessRequests(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/access/requests', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/access/requests', 'get'>>> {
  return client.send('call', 'get', '/platform/user/access/requests', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/access/requests', 'get'>>>
}

/** Send access requests: `POST /platform/user/access/requests`. */
export function createAccessRequests(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/access/requests', 'post'>
): Promise<PlatformResult<OperationData<'/platform/user/access/requests', 'post'>>> {
  return client.send('call', 'post', '/platform/user/access/requests', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/access/requests', 'post'>>>
}

/** Withdraw an access request: `DELETE /platform/user/access/requests/{requestId}`. */
export function withdrawAccessRequest(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/access/requests/{requestId}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/user/access/requests/{requestId}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/user/access/requests/{requestId}', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/access/requests/{requestId}', 'delete'>>>
}

/** Roles a person may ask for: `GET /platform/user/access/requests/roles/available`. */
export function listAvailableRoles(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/user/access/requests/roles/available', 'get'>
): Promise<PlatformResult<OperationData<'/platform/user/access/requests/roles/available', 'get'>>> {
  return client.send('call', 'get', '/platform/user/access/requests/roles/available', args[0]) as Promise<PlatformResult<OperationData<'/platform/user/access/requests/roles/available', 'get'>>>
}

// master-account

/** Incoming access requests: `GET /platform/master-account/access/requests`. */
export function listIncomingAccessRequests(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/access/requests', 'get'>
): Promise<PlatformResult<OperationData<'/platform/master-account/access/requests', 'get'>>> {
  return client.send('call', 'get', '/platform/master-account/access/requests', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/access/requests', 'get'>>>
}

/** Approve by linking to a contractor: `POST /platform/master-account/access/requests/approve/contractor`. */
export function approveAccessRequest(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/access/requests/approve/contractor', 'post'>
): Promise<PlatformResult<OperationData<'/platform/master-account/access/requests/approve/contractor', 'post'>>> {
  return client.send('call', 'post', '/platform/master-account/access/requests/approve/contractor', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/access/requests/approve/contractor', 'post'>>>
}

/** Reject an access request: `POST /platform/master-account/access/requests/failure`. */
export function rejectAccessRequest(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/access/requests/failure', 'post'>
): Promise<PlatformResult<OperationData<'/platform/master-account/access/requests/failure', 'post'>>> {
  return client.send('call', 'post', '/platform/master-account/access/requests/failure', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/access/requests/failure', 'post'>>>
}

/** Mark an access request as a duplicate: `POST /platform/master-account/access/requests/duplicate`. */
export function markAccessRequestDuplicate(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/access/requests/duplicate', 'post'>
): Promise<PlatformResult<OperationData<'/platform/master-account/access/requests/duplicate', 'post'>>> {
  return client.send('call', 'post', '/platform/master-account/access/requests/duplicate', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/access/requests/duplicate', 'post'>>>
}

/** Grant access manually: `POST /platform/master-account/access/requests/allow`. */
export function allowAccessRequest(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/access/requests/allow', 'post'>
): Promise<PlatformResult<OperationData<'/platform/master-account/access/requests/allow', 'post'>>> {
  return client.send('call', 'post', '/platform/master-account/access/requests/allow', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/access/requests/allow', 'post'>>>
}

/** Contractor look-up: `GET /platform/master-account/contractors`. */
export function searchContractors(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/contractors', 'get'>
): Promise<PlatformResult<OperationData<'/platform/master-account/contractors', 'get'>>> {
  return client.send('call', 'get', '/platform/master-account/contractors', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/contractors', 'get'>>>
}

/** Invitations sent by the master user: `GET /platform/master-account/invitations`. */
export function listInvitations(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/invitations', 'get'>
): Promise<PlatformResult<OperationData<'/platform/master-account/invitations', 'get'>>> {
  return client.send('call', 'get', '/platform/master-account/invitations', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/invitations', 'get'>>>
}

/** Send an invitation: `POST /platform/master-account/invitations`. */
export function createInvitation(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/invitations', 'post'>
): Promise<PlatformResult<OperationData<'/platform/master-account/invitations', 'post'>>> {
  return client.send('call', 'post', '/platform/master-account/invitations', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/invitations', 'post'>>>
}

/** Resend an invitation: `POST /platform/master-account/invitations/resend/{id}`. */
export function resendInvitation(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/invitations/resend/{id}', 'post'>
): Promise<PlatformResult<OperationData<'/platform/master-account/invitations/resend/{id}', 'post'>>> {
  return client.send('call', 'post', '/platform/master-account/invitations/resend/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/invitations/resend/{id}', 'post'>>>
}

/** Revoke an invitation: `DELETE /platform/master-account/invitations/{id}`. */
export function deleteInvitation(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/invitations/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/master-account/invitations/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/master-account/invitations/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/invitations/{id}', 'delete'>>>
}

/** Set a contact's contractor roles: `PUT /platform/master-account/contacts/contractors`. */
export function updateContactContractor(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/contacts/contractors', 'put'>
): Promise<PlatformResult<OperationData<'/platform/master-account/contacts/contractors', 'put'>>> {
  return client.send('call', 'put', '/platform/master-account/contacts/contractors', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/contacts/contractors', 'put'>>>
}

/** Remove a contact's contractor link: `DELETE /platform/master-account/contacts/contractors`. */
export function deleteContactContractor(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/master-account/contacts/contractors', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/master-account/contacts/contractors', 'delete'>>> {
  return client.send('call', 'delete', '/platform/master-account/contacts/contractors', args[0]) as Promise<PlatformResult<OperationData<'/platform/master-account/contacts/contractors', 'delete'>>>
}

// setting-applications

/** List applications: `GET /platform/setting/applications`. */
export function listApplications(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/applications', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications', 'get'>>>
}

/** Create an application: `POST /platform/setting/applications`. */
export function createApplication(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/applications', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications', 'post'>>>
}

/** Update an application: `PUT /platform/setting/applications/{id}`. */
export function updateApplication(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/applications/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/{id}', 'put'>>>
}

/** Delete an application: `DELETE /platform/setting/applications/{id}`. */
export function deleteApplication(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/applications/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/{id}', 'delete'>>>
}

/** Get an application with its clients: `GET /platform/setting/applications/details/{id}`. */
export function getApplication(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/details/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/details/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/applications/details/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/details/{id}', 'get'>>>
}

/** Save the drag order of applications: `PATCH /platform/setting/applications/order`. */
export function reorderApplications(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/order', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/order', 'patch'>>> {
  return client.send('call', 'patch', '/platform/setting/applications/order', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/order', 'patch'>>>
}

/** Get a client's secret: `GET /platform/setting/applications/client/{clientId}/secret`. */
export function getClientSecret(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/client/{clientId}/secret', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/client/{clientId}/secret', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/applications/client/{clientId}/secret', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/client/{clientId}/secret', 'get'>>>
}

/** Generate a new client secret: `PUT /platform/setting/applications/client/{clientId}/secret`. */
export function regenerateClientSecret(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/client/{clientId}/secret', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/client/{clientId}/secret', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/applications/client/{clientId}/secret', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/client/{clientId}/secret', 'put'>>>
}

/** List the sessions of an application: `GET /platform/setting/applications/sessions`. */
export function listApplicationSessions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/sessions', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/applications/sessions', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions', 'get'>>>
}

/** End the filtered sessions of an application: `DELETE /platform/setting/applications/sessions`. */
export function deleteApplicationSessions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/sessions', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/applications/sessions', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions', 'delete'>>>
}

/** End one session: `DELETE /platform/setting/applications/sessions/{sessionId}`. */
export function deleteApplicationSession(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/applications/sessions/{sessionId}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions/{sessionId}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/applications/sessions/{sessionId}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/applications/sessions/{sessionId}', 'delete'>>>
}

/** Look up methods: `GET /platform/setting/roles/methods/search`. */
export function searchRoleMethods(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/roles/methods/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/roles/methods/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/roles/methods/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/roles/methods/search', 'get'>>>
}

/** Methods for the applications filter: `GET /platform/setting/methods/filter`. */
export function filterMethods(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/methods/filter', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/methods/filter', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/methods/filter', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/methods/filter', 'get'>>>
}

// setting-domains

/** List domains: `GET /platform/setting/domains`. */
export function listDomains(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/domains', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains', 'get'>>>
}

/** Create a domain: `POST /platform/setting/domains`. */
export function createDomain(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/domains', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains', 'post'>>>
}

/** Get a domain: `GET /platform/setting/domains/{id}`. */
export function getDomain(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/domains/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'get'>>>
}

/** Update a domain: `PUT /platform/setting/domains/{id}`. */
export function updateDomain(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/domains/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'put'>>>
}

/** Delete a domain: `DELETE /platform/setting/domains/{id}`. */
export function deleteDomain(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/domains/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}', 'delete'>>>
}

/** Enable or disable a domain: `PUT /platform/setting/domains/{id}/enabled`. */
export function setDomainEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/domains/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/{id}/enabled', 'put'>>>
}

/** Look up domains: `GET /platform/setting/domains/search`. */
export function searchDomains(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/domains/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/search', 'get'>>>
}

/** Language settings of the base domain: `GET /platform/setting/domains/base/settings`. */
export function getBaseDomainSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/base/settings', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/base/settings', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/domains/base/settings', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/base/settings', 'get'>>>
}

/** Style templates: `GET /platform/setting/domains/style/templates`. */
export function listStyleTemplates(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/domains/style/templates', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/domains/style/templates', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/domains/style/templates', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/domains/style/templates', 'get'>>>
}

/** Look up languages: `GET /platform/locales/search`. */
export function searchLocales(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/locales/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/locales/search', 'get'>>> {
  return client.send('call', 'get', '/platform/locales/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/locales/search', 'get'>>>
}

/** Look up library documents: `GET /platform/setting/documents/search`. */
export function searchDocuments(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/documents/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents/search', 'get'>>>
}

/** Look up banners: `GET /platform/setting/banners/search`. */
export function searchBanners(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/banners/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners/search', 'get'>>>
}

/** Look up device types: `GET /platform/setting/devices-types/search`. */
export function searchDeviceTypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/devices-types/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/devices-types/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/devices-types/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/devices-types/search', 'get'>>>
}

/** List device types: `GET /platform/setting/devices-types`. */
export function listDeviceTypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/devices-types', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/devices-types', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/devices-types', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/devices-types', 'get'>>>
}

/** Create a device type: `POST /platform/setting/devices-types`. */
export function createDeviceType(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/devices-types', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/devices-types', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/devices-types', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/devices-types', 'post'>>>
}

/** Update a device type: `PUT /platform/setting/devices-types/{id}`. */
export function updateDeviceType(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/devices-types/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/devices-types/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/devices-types/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/devices-types/{id}', 'put'>>>
}

/** Delete a device type: `DELETE /platform/setting/devices-types/{id}`. */
export function deleteDeviceType(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/devices-types/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/devices-types/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/devices-types/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/devices-types/{id}', 'delete'>>>
}

// setting-auth-schemas

/** Sign-in flows for schemes: `GET /platform/setting/authentication-schemas/flows`. */
export function listAuthFlows(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas/flows', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/flows', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/authentication-schemas/flows', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/flows', 'get'>>>
}

/** Authentication schemes: `GET /platform/setting/authentication-schemas`. */
export function listAuthSchemes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/authentication-schemas', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas', 'get'>>>
}

/** Create an authentication scheme: `POST /platform/setting/authentication-schemas`. */
export function createAuthScheme(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/authentication-schemas', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas', 'post'>>>
}

/** Update an authentication scheme: `PUT /platform/setting/authentication-schemas/{id}`. */
export function updateAuthScheme(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/authentication-schemas/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}', 'put'>>>
}

/** Delete an authentication scheme: `DELETE /platform/setting/authentication-schemas/{id}`. */
export function deleteAuthScheme(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/authentication-schemas/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}', 'delete'>>>
}

/** Activate or deactivate a scheme: `PUT /platform/setting/authentication-schemas/{id}/active`. */
export function setAuthSchemeActive(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas/{id}/active', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}/active', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/authentication-schemas/{id}/active', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/{id}/active', 'put'>>>
}

/** Reorder schemes: `PATCH /platform/setting/authentication-schemas/priority`. */
export function reorderAuthSchemes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/authentication-schemas/priority', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/priority', 'patch'>>> {
  return client.send('call', 'patch', '/platform/setting/authentication-schemas/priority', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/authentication-schemas/priority', 'patch'>>>
}

// setting-settings

/** Platform settings: `GET /platform/setting/application/settings/modules/platform`. */
export function getPlatformSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/application/settings/modules/platform', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/application/settings/modules/platform', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/application/settings/modules/platform', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/application/settings/modules/platform', 'get'>>>
}

/** User settings: `GET /platform/setting/application/settings/modules/users`. */
export function getUsersSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/application/settings/modules/users', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/application/settings/modules/users', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/application/settings/modules/users', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/application/settings/modules/users', 'get'>>>
}

/** Save platform settings: `PATCH /platform/setting/application/settings/platform`. */
export function updatePlatformSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/application/settings/platform', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/setting/application/settings/platform', 'patch'>>> {
  return client.send('call', 'patch', '/platform/setting/application/settings/platform', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/application/settings/platform', 'patch'>>>
}

/** Save user settings: `PATCH /platform/setting/application/settings/users`. */
export function updateUsersSettings(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/application/settings/users', 'patch'>
): Promise<PlatformResult<OperationData<'/platform/setting/application/settings/users', 'patch'>>> {
  return client.send('call', 'patch', '/platform/setting/application/settings/users', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/application/settings/users', 'patch'>>>
}

/** Look up roles: `GET /platform/setting/roles/search`. */
export function searchRoles(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/roles/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/roles/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/roles/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/roles/search', 'get'>>>
}

/** Look up users: `GET /platform/setting/users/contacts/search`. */
export function searchUserContacts(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/users/contacts/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/users/contacts/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/users/contacts/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/users/contacts/search', 'get'>>>
}

/** Look up network aliases: `GET /platform/setting/network-aliases/search`. */
export function searchNetworkAliases(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/network-aliases/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/network-aliases/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/search', 'get'>>>
}

// setting-dynamic-fields

/** Look up personnel action types: `GET /platform/setting/personnel-actions-types/search`. */
export function searchPersonnelActionTypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/personnel-actions-types/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/personnel-actions-types/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/personnel-actions-types/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/personnel-actions-types/search', 'get'>>>
}

/** Entity types with dynamic fields: `GET /platform/setting/dynamic-fields/types`. */
export function listDynamicFieldTypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/types', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/types', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/dynamic-fields/types', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/types', 'get'>>>
}

/** Tabs of an entity type: `GET /platform/setting/dynamic-fields/{type}/tabs`. */
export function listDynamicFieldTabs(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/dynamic-fields/{type}/tabs', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>>>
}

/** A tab with its subtypes and fields: `GET /platform/setting/dynamic-fields/tabs/{tab}`. */
export function getDynamicFieldTab(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/dynamic-fields/tabs/{tab}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>>>
}

/** Activate or deactivate a tab: `PUT /platform/setting/dynamic-fields/tabs/{id}/active`. */
export function setDynamicFieldTabActive(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/tabs/{id}/active', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>>>
}

/** Reorder the tabs of an entity type: `PUT /platform/setting/dynamic-fields/{type}/tabs/order`. */
export function reorderDynamicFieldTabs(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/{type}/tabs/order', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>>>
}

/** Reorder the subtypes and fields of a tab: `PUT /platform/setting/dynamic-fields/tabs/{tab}/order`. */
export function reorderDynamicFieldSubtypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/tabs/{tab}/order', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>>>
}

/** Create a subtype: `POST /platform/setting/dynamic-fields/subtypes`. */
export function createDynamicFieldSubtype(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/subtypes', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/dynamic-fields/subtypes', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'post'>>>
}

/** Update a subtype: `PUT /platform/setting/dynamic-fields/subtypes`. */
export function updateDynamicFieldSubtype(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/subtypes', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/subtypes', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'put'>>>
}

/** Delete several subtypes: `DELETE /platform/setting/dynamic-fields/subtypes`. */
export function deleteDynamicFieldSubtypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/subtypes', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/dynamic-fields/subtypes', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes', 'delete'>>>
}

/** Delete a subtype: `DELETE /platform/setting/dynamic-fields/subtypes/{id}`. */
export function deleteDynamicFieldSubtype(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/dynamic-fields/subtypes/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>>>
}

/** Activate or deactivate a subtype: `PUT /platform/setting/dynamic-fields/subtypes/{id}/active`. */
export function setDynamicFieldSubtypeActive(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/subtypes/{id}/active', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>>>
}

/** Create a field: `POST /platform/setting/dynamic-fields`. */
export function createDynamicField(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/dynamic-fields', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields', 'post'>>>
}

/** A field: `GET /platform/setting/dynamic-fields/{id}`. */
export function getDynamicField(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/dynamic-fields/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'get'>>>
}

/** Update a field: `PUT /platform/setting/dynamic-fields/{id}`. */
export function updateDynamicField(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'put'>>>
}

/** Delete a field: `DELETE /platform/setting/dynamic-fields/{id}`. */
export function deleteDynamicField(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/dynamic-fields/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}', 'delete'>>>
}

/** Activate or deactivate a field: `PUT /platform/setting/dynamic-fields/{id}/active`. */
export function setDynamicFieldActive(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/dynamic-fields/{id}/active', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}/active', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/dynamic-fields/{id}/active', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/dynamic-fields/{id}/active', 'put'>>>
}

// setting-lists

/** Notification methods: `GET /platform/setting/subscribes/notify-methods`. */
export function listNotifyMethods(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/subscribes/notify-methods', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/subscribes/notify-methods', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/subscribes/notify-methods', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/subscribes/notify-methods', 'get'>>>
}

/** Switch a notification method on or off: `PUT /platform/setting/subscribes/notify-methods/{id}/enabled`. */
export function setNotifyMethodEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/subscribes/notify-methods/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>>>
}

/** Whitelist: `GET /platform/setting/whitelist`. */
export function listWhitelist(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/whitelist', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/whitelist', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/whitelist', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/whitelist', 'get'>>>
}

/** Add a whitelist entry: `POST /platform/setting/whitelist`. */
export function createWhitelistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/whitelist', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/whitelist', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/whitelist', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/whitelist', 'post'>>>
}

/** Edit a whitelist entry: `PUT /platform/setting/whitelist/{id}`. */
export function updateWhitelistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/whitelist/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/whitelist/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}', 'put'>>>
}

/** Delete a whitelist entry: `DELETE /platform/setting/whitelist/{id}`. */
export function deleteWhitelistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/whitelist/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/whitelist/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}', 'delete'>>>
}

/** Switch a whitelist entry on or off: `PUT /platform/setting/whitelist/{id}/enabled`. */
export function setWhitelistEntryEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/whitelist/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/whitelist/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/whitelist/{id}/enabled', 'put'>>>
}

/** Blacklist: `GET /platform/setting/blacklist`. */
export function listBlacklist(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/blacklist', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/blacklist', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/blacklist', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/blacklist', 'get'>>>
}

/** Add a blacklist entry: `POST /platform/setting/blacklist`. */
export function createBlacklistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/blacklist', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/blacklist', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/blacklist', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/blacklist', 'post'>>>
}

/** Edit a blacklist entry: `PUT /platform/setting/blacklist/{id}`. */
export function updateBlacklistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/blacklist/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/blacklist/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}', 'put'>>>
}

/** Delete a blacklist entry: `DELETE /platform/setting/blacklist/{id}`. */
export function deleteBlacklistEntry(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/blacklist/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/blacklist/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}', 'delete'>>>
}

/** Switch a blacklist entry on or off: `PUT /platform/setting/blacklist/{id}/enabled`. */
export function setBlacklistEntryEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/blacklist/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/blacklist/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/blacklist/{id}/enabled', 'put'>>>
}

/** Network aliases: `GET /platform/setting/network-aliases`. */
export function listNetworkAliases(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/network-aliases', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/network-aliases', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/network-aliases', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/network-aliases', 'get'>>>
}

/** Create a network alias: `POST /platform/setting/network-aliases`. */
export function createNetworkAlias(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/network-aliases', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/network-aliases', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/network-aliases', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/network-aliases', 'post'>>>
}

/** Edit a network alias: `PUT /platform/setting/network-aliases/{id}`. */
export function updateNetworkAlias(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/network-aliases/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/network-aliases/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/{id}', 'put'>>>
}

/** Delete a network alias: `DELETE /platform/setting/network-aliases/{id}`. */
export function deleteNetworkAlias(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/network-aliases/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/network-aliases/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/network-aliases/{id}', 'delete'>>>
}

// setting-history

/** History of changes: `GET /platform/setting/history`. */
export function listHistory(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/history', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/history', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/history', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/history', 'get'>>>
}

/** Change types: `GET /platform/setting/history/types`. */
export function listHistoryTypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/history/types', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/history/types', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/history/types', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/history/types', 'get'>>>
}

// setting-monitoring

/** Monitoring status indicator: `GET /platform/setting/monitoring/status`. */
export function getMonitoringStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/monitoring/status', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/monitoring/status', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/monitoring/status', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/monitoring/status', 'get'>>>
}

/** Diagnostics status indicator: `GET /platform/setting/diagnostics/status`. */
export function getDiagnosticsStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/diagnostics/status', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/status', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/diagnostics/status', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/status', 'get'>>>
}

/** Application updates indicator: `GET /platform/setting/diagnostics/applications/status`. */
export function getDiagnosticsApplicationsStatus(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/diagnostics/applications/status', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/applications/status', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/diagnostics/applications/status', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/applications/status', 'get'>>>
}

/** Applications with monitoring checks: `GET /platform/setting/monitoring/applications`. */
export function listMonitoringApplications(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/monitoring/applications', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/monitoring/applications', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/monitoring/applications', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/monitoring/applications', 'get'>>>
}

/** Monitoring: `GET /platform/setting/monitoring`. */
export function listMonitoring(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/monitoring', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/monitoring', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/monitoring', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/monitoring', 'get'>>>
}

/** Recompute monitoring: `GET /platform/setting/monitoring/refresh`. */
export function refreshMonitoring(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/monitoring/refresh', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/monitoring/refresh', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/monitoring/refresh', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/monitoring/refresh', 'get'>>>
}

/** Export monitoring to monitoring.xlsx: `GET /platform/setting/monitoring/xlsx`. */
export function downloadMonitoringXlsx(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/monitoring/xlsx', 'get'>
): Promise<PlatformResult<DownloadedFile>> {
  return client.send('download', 'get', '/platform/setting/monitoring/xlsx', args[0]) as Promise<PlatformResult<DownloadedFile>>
}

/** Application versions (diagnostics): `GET /platform/setting/diagnostics/versions`. */
export function listDiagnosticsVersions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/diagnostics/versions', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/versions', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/diagnostics/versions', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/versions', 'get'>>>
}

/** Run the system check again: `GET /platform/setting/diagnostics/refresh`. */
export function refreshDiagnostics(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/diagnostics/refresh', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/refresh', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/diagnostics/refresh', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/diagnostics/refresh', 'get'>>>
}

// setting-license

/** The license: `GET /platform/setting/license`. */
export function getLicense(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/license', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/license', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/license', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/license', 'get'>>>
}

/** Save the license: `POST /platform/setting/license`. */
export function saveLicense(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/license', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/license', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/license', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/license', 'post'>>>
}

/** Delete the license: `DELETE /platform/setting/license`. */
export function deleteLicense(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/license', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/license', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/license', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/license', 'delete'>>>
}

/** Active users now: `GET /platform/setting/license/sessions`. */
export function getLicenseSessions(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/license/sessions', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/license/sessions', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/license/sessions', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/license/sessions', 'get'>>>
}

/** Check a license key: `POST /platform/setting/license/check`. */
export function checkLicense(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/license/check', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/license/check', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/license/check', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/license/check', 'post'>>>
}

// setting-providers

/** List providers: `GET /platform/setting/providers`. */
export function listProviders(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/providers', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers', 'get'>>>
}

/** Create a provider: `POST /platform/setting/providers`. */
export function createProvider(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/providers', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers', 'post'>>>
}

/** Get a provider: `GET /platform/setting/providers/{id}`. */
export function getProvider(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/providers/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'get'>>>
}

/** Update a provider: `PUT /platform/setting/providers/{id}`. */
export function updateProvider(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/providers/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'put'>>>
}

/** Delete a provider: `DELETE /platform/setting/providers/{id}`. */
export function deleteProvider(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/providers/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}', 'delete'>>>
}

/** Activate or deactivate a provider: `PUT /platform/setting/providers/{id}/enabled`. */
export function setProviderEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/providers/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/enabled', 'put'>>>
}

/** Check the connection to a provider: `POST /platform/setting/providers/status`. */
export function checkProviderConnection(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/status', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/status', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/providers/status', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/status', 'post'>>>
}

/** Start a synchronisation now: `POST /platform/setting/providers/{id}/sync/start`. */
export function startProviderSync(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}/sync/start', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/sync/start', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/providers/{id}/sync/start', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/sync/start', 'post'>>>
}

/** Update sync settings: `PUT /platform/setting/providers/{id}/sync/{syncId}`. */
export function updateProviderSync(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/providers/{id}/sync/{syncId}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>>>
}

/** List the mappers of a synchronisation: `GET /platform/setting/providers/sync/{syncId}/mappers`. */
export function listMappers(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/providers/sync/{syncId}/mappers', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'get'>>>
}

/** Create a mapper: `POST /platform/setting/providers/sync/{syncId}/mappers`. */
export function createMapper(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/providers/sync/{syncId}/mappers', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>>>
}

/** Create the base mappers: `POST /platform/setting/providers/sync/{syncId}/base`. */
export function createBaseMappers(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/sync/{syncId}/base', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/base', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/providers/sync/{syncId}/base', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/base', 'post'>>>
}

/** Sync history: `GET /platform/setting/providers/sync/{syncId}/history`. */
export function listProviderSyncHistory(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/sync/{syncId}/history', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/history', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/providers/sync/{syncId}/history', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/sync/{syncId}/history', 'get'>>>
}

/** Platform fields for mappers: `GET /platform/setting/providers/mappers/fields`. */
export function listMapperFields(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/mappers/fields', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/fields', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/providers/mappers/fields', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/fields', 'get'>>>
}

/** Update a mapper: `PUT /platform/setting/providers/mappers/{id}`. */
export function updateMapper(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/mappers/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/providers/mappers/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}', 'put'>>>
}

/** Delete a mapper: `DELETE /platform/setting/providers/mappers/{id}`. */
export function deleteMapper(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/mappers/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/providers/mappers/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}', 'delete'>>>
}

/** Enable or disable a mapper: `PUT /platform/setting/providers/mappers/{id}/enabled`. */
export function setMapperEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/providers/mappers/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/providers/mappers/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/providers/mappers/{id}/enabled', 'put'>>>
}

// setting-libraries

/** List documents: `GET /platform/setting/documents`. */
export function listDocuments(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/documents', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents', 'get'>>>
}

/** Create a document: `POST /platform/setting/documents`. */
export function createDocument(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/documents', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents', 'post'>>>
}

/** Get a document: `GET /platform/setting/documents/{id}`. */
export function getDocument(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents/{id}', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/documents/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'get'>>>
}

/** Update a document: `PUT /platform/setting/documents/{id}`. */
export function updateDocument(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/documents/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'put'>>>
}

/** Delete a document: `DELETE /platform/setting/documents/{id}`. */
export function deleteDocument(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/documents/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}', 'delete'>>>
}

/** Enable or disable a document: `PUT /platform/setting/documents/{id}/enabled`. */
export function setDocumentEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/documents/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/documents/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/documents/{id}/enabled', 'put'>>>
}

/** List banners: `GET /platform/setting/banners`. */
export function listBanners(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/banners', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners', 'get'>>>
}

/** Create a banner: `POST /platform/setting/banners`. */
export function createBanner(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/banners', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners', 'post'>>>
}

/** Update a banner: `PUT /platform/setting/banners/{id}`. */
export function updateBanner(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/banners/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}', 'put'>>>
}

/** Delete a banner: `DELETE /platform/setting/banners/{id}`. */
export function deleteBanner(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/banners/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}', 'delete'>>>
}

/** Show or hide a banner: `PUT /platform/setting/banners/{id}/visible`. */
export function setBannerVisible(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/banners/{id}/visible', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}/visible', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/banners/{id}/visible', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/banners/{id}/visible', 'put'>>>
}

/** List languages: `GET /platform/setting/locales`. */
export function listLanguages(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/locales', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/locales', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/locales', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/locales', 'get'>>>
}

/** Create a language: `POST /platform/setting/locales`. */
export function createLanguage(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/locales', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/locales', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/locales', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/locales', 'post'>>>
}

/** Update a language: `PUT /platform/setting/locales/{id}`. */
export function updateLanguage(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/locales/{id}', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/locales/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}', 'put'>>>
}

/** Delete a language: `DELETE /platform/setting/locales/{id}`. */
export function deleteLanguage(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/locales/{id}', 'delete'>
): Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}', 'delete'>>> {
  return client.send('call', 'delete', '/platform/setting/locales/{id}', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}', 'delete'>>>
}

/** Enable or disable a language: `PUT /platform/setting/locales/{id}/enabled`. */
export function setLanguageEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/locales/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/locales/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/locales/{id}/enabled', 'put'>>>
}

// setting-integration

/** Integration log: `GET /platform/setting/integration-monitoring`. */
export function listIntegrationRecords(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-monitoring', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/integration-monitoring', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/integration-monitoring', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/integration-monitoring', 'get'>>>
}

/** Entities of the key filter: `GET /platform/setting/integration-monitoring/keys/search`. */
export function searchIntegrationKeys(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-monitoring/keys/search', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/integration-monitoring/keys/search', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/integration-monitoring/keys/search', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/integration-monitoring/keys/search', 'get'>>>
}

/** Download the request of an exchange: `GET /platform/setting/integration-monitoring/requests/{id}`. */
export function downloadIntegrationRequest(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-monitoring/requests/{id}', 'get'>
): Promise<PlatformResult<DownloadedFile>> {
  return client.send('download', 'get', '/platform/setting/integration-monitoring/requests/{id}', args[0]) as Promise<PlatformResult<DownloadedFile>>
}

/** Download the response of an exchange: `GET /platform/setting/integration-monitoring/responses/{id}`. */
export function downloadIntegrationResponse(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-monitoring/responses/{id}', 'get'>
): Promise<PlatformResult<DownloadedFile>> {
  return client.send('download', 'get', '/platform/setting/integration-monitoring/responses/{id}', args[0]) as Promise<PlatformResult<DownloadedFile>>
}

/** Integration synchronisation: `GET /platform/setting/integration-synchronization`. */
export function listIntegrationSyncs(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-synchronization', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/integration-synchronization', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization', 'get'>>>
}

/** Switch an entity's synchronisation on or off: `PUT /platform/setting/integration-synchronization/{id}/enabled`. */
export function setIntegrationSyncEnabled(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>
): Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>>> {
  return client.send('call', 'put', '/platform/setting/integration-synchronization/{id}/enabled', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization/{id}/enabled', 'put'>>>
}

/** Start a full synchronisation: `POST /platform/setting/integration-synchronization/{id}/start`. */
export function startIntegrationSync(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/integration-synchronization/{id}/start', 'post'>
): Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization/{id}/start', 'post'>>> {
  return client.send('call', 'post', '/platform/setting/integration-synchronization/{id}/start', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/integration-synchronization/{id}/start', 'post'>>>
}

/**
 * Method, path, session need and the kinds of non-string query parameters of every
 * operation, for routers such as the sandbox.
 */
export const operationRoutes = {
  getProjectInfo: { method: 'get', path: '/platform/ui/project/info', secured: false },
  getMenu: { method: 'get', path: '/platform/ui/menu', secured: false },
  getPlatformMenu: { method: 'get', path: '/platform/ui/menu/platform', secured: true },
  getServicesMenu: { method: 'get', path: '/platform/ui/services/menu', secured: true },
  getPlatformConfigure: { method: 'get', path: '/platform/ui/configure/platform', secured: true },
  getServiceApplication: { method: 'get', path: '/platform/applications/{app}', secured: false },
  getPublicSettings: { method: 'get', path: '/platform/application/settings/public', secured: false },
  getUserSettings: { method: 'get', path: '/platform/users/settings', secured: true },
  updateUserSettings: { method: 'patch', path: '/platform/users/settings', secured: true },
  listCountryCodes: { method: 'get', path: '/platform/country/codes', secured: false },
  reportDevice: { method: 'post', path: '/platform/user/profile/device', secured: true },
  recordMetricsHit: { method: 'post', path: '/statistics/metrics/hit', secured: false },
  getDocumentView: { method: 'get', path: '/platform/documents/view/{code}', secured: false },
  getStyleAsset: { method: 'get', path: '/platform/ui/style/{styleCode}/{asset}', secured: false },
  getAuthConfig: { method: 'get', path: '/platform/auth/config/{idAttribute}', secured: false },
  login: { method: 'post', path: '/platform/auth/login/{idAttribute}', secured: false },
  sendLoginCode: { method: 'post', path: '/platform/auth/code/{idAttribute}', secured: false },
  logout: { method: 'post', path: '/platform/auth/logout', secured: false },
  requestRegistrationLink: { method: 'post', path: '/platform/registration/link', secured: false },
  getRegistrationLinkStatus: { method: 'get', path: '/platform/registration/status/{id}', secured: false },
  sendRegistrationCode: { method: 'post', path: '/platform/registration/code', secured: false },
  verifyRegistrationCode: { method: 'put', path: '/platform/registration/verify', secured: false },
  completeRegistration: { method: 'post', path: '/platform/registration/complete', secured: false },
  requestPasswordLink: { method: 'post', path: '/platform/password/link', secured: false },
  getPasswordLinkStatus: { method: 'get', path: '/platform/password/link/status/{id}', secured: false },
  getEntryPasswordLinkStatus: { method: 'get', path: '/platform/password/entry/link/status/{id}', secured: false },
  setNewPassword: { method: 'put', path: '/platform/password/{id}', secured: false },
  setEntryPassword: { method: 'put', path: '/platform/password/entry/{id}', secured: false },
  getInvitationLinkStatus: { method: 'get', path: '/platform/invitation/{id}', secured: false },
  refuseInvitation: { method: 'delete', path: '/platform/invitation/{id}', secured: false },
  sendInvitationCode: { method: 'post', path: '/platform/invitation/code', secured: false },
  verifyInvitationCode: { method: 'put', path: '/platform/invitation/verify', secured: false },
  acceptInvitation: { method: 'post', path: '/platform/invitation/accept', secured: false },
  getProfile: { method: 'get', path: '/platform/user/profile', secured: true },
  updateProfile: { method: 'patch', path: '/platform/user/profile', secured: true },
  deleteProfile: { method: 'delete', path: '/platform/user/profile', secured: true },
  getProfileDetails: { method: 'get', path: '/platform/user/profile/details', secured: true },
  getProfileConfigure: { method: 'get', path: '/platform/user/profile/configure', secured: true },
  updateProfilePassword: { method: 'patch', path: '/platform/user/profile/password', secured: true },
  listProfileHistory: { method: 'get', path: '/platform/user/profile/history', secured: true, query: { page: 'integer', limit: 'integer' } },
  getAvatar: { method: 'get', path: '/platform/user/avatar', secured: true },
  uploadAvatar: { method: 'patch', path: '/platform/user/avatar', secured: true },
  listSessions: { method: 'get', path: '/platform/user/sessions', secured: true, query: { page: 'integer', limit: 'integer' } },
  deleteAllSessions: { method: 'delete', path: '/platform/user/sessions', secured: true },
  deleteSession: { method: 'delete', path: '/platform/user/sessions/{sessionId}', secured: true },
  listSubscriptions: { method: 'get', path: '/platform/user/profile/subscribes', secured: true, query: { page: 'integer', limit: 'integer' } },
  updateSubscriptions: { method: 'put', path: '/platform/user/profile/subscribes', secured: true },
  listCompanies: { method: 'get', path: '/platform/user/profile/companies', secured: true },
  leaveCompany: { method: 'delete', path: '/platform/user/profile/companies/{id}', secured: true },
  listContacts: { method: 'get', path: '/platform/user/profile/contacts', secured: true, query: { page: 'integer', limit: 'integer' } },
  listContactContractors: { method: 'get', path: '/platform/user/profile/contacts/{userId}/contractors', secured: true, query: { page: 'integer', limit: 'integer' } },
  listNotifications: { method: 'get', path: '/platform/notify/personal-account', secured: true, query: { page: 'integer', limit: 'integer' } },
  listLatestNotifications: { method: 'get', path: '/platform/notify/personal-account/last', secured: true },
  markNotificationRead: { method: 'post', path: '/platform/notify/personal-account/read', secured: true },
  listAccessRequests: { method: 'get', path: '/platform/user/access/requests', secured: true, query: { page: 'integer', limit: 'integer' } },
  createAccessRequests: { method: 'post', path: '/platform/user/access/requests', secured: true },
  withdrawAccessRequest: { method: 'delete', path: '/platform/user/access/requests/{requestId}', secured: true },
  listAvailableRoles: { method: 'get', path: '/platform/user/access/requests/roles/available', secured: true },
  listIncomingAccessRequests: { method: 'get', path: '/platform/master-account/access/requests', secured: true, query: { page: 'integer', limit: 'integer' } },
  approveAccessRequest: { method: 'post', path: '/platform/master-account/access/requests/approve/contractor', secured: true },
  rejectAccessRequest: { method: 'post', path: '/platform/master-account/access/requests/failure', secured: true },
  markAccessRequestDuplicate: { method: 'post', path: '/platform/master-account/access/requests/duplicate', secured: true },
  allowAccessRequest: { method: 'post', path: '/platform/master-account/access/requests/allow', secured: true },
  searchContractors: { method: 'get', path: '/platform/master-account/contractors', secured: true, query: { ids: 'array' } },
  listInvitations: { method: 'get', path: '/platform/master-account/invitations', secured: true, query: { page: 'integer', limit: 'integer' } },
  createInvitation: { method: 'post', path: '/platform/master-account/invitations', secured: true },
  resendInvitation: { method: 'post', path: '/platform/master-account/invitations/resend/{id}', secured: true },
  deleteInvitation: { method: 'delete', path: '/platform/master-account/invitations/{id}', secured: true },
  updateContactContractor: { method: 'put', path: '/platform/master-account/contacts/contractors', secured: true },
  deleteContactContractor: { method: 'delete', path: '/platform/master-account/contacts/contractors', secured: true },
  listApplications: { method: 'get', path: '/platform/setting/applications', secured: true, query: { page: 'integer', limit: 'integer', type: 'array', enabled: 'boolean' } },
  createApplication: { method: 'post', path: '/platform/setting/applications', secured: true },
  updateApplication: { method: 'put', path: '/platform/setting/applications/{id}', secured: true },
  deleteApplication: { method: 'delete', path: '/platform/setting/applications/{id}', secured: true },
  getApplication: { method: 'get', path: '/platform/setting/applications/details/{id}', secured: true },
  reorderApplications: { method: 'patch', path: '/platform/setting/applications/order', secured: true },
  getClientSecret: { method: 'get', path: '/platform/setting/applications/client/{clientId}/secret', secured: true },
  regenerateClientSecret: { method: 'put', path: '/platform/setting/applications/client/{clientId}/secret', secured: true },
  listApplicationSessions: { method: 'get', path: '/platform/setting/applications/sessions', secured: true, query: { page: 'integer', limit: 'integer' } },
  deleteApplicationSessions: { method: 'delete', path: '/platform/setting/applications/sessions', secured: true },
  deleteApplicationSession: { method: 'delete', path: '/platform/setting/applications/sessions/{sessionId}', secured: true },
  searchRoleMethods: { method: 'get', path: '/platform/setting/roles/methods/search', secured: true, query: { ids: 'array' } },
  filterMethods: { method: 'get', path: '/platform/setting/methods/filter', secured: true },
  listDomains: { method: 'get', path: '/platform/setting/domains', secured: true, query: { page: 'integer', limit: 'integer', enabled: 'boolean' } },
  createDomain: { method: 'post', path: '/platform/setting/domains', secured: true },
  getDomain: { method: 'get', path: '/platform/setting/domains/{id}', secured: true },
  updateDomain: { method: 'put', path: '/platform/setting/domains/{id}', secured: true },
  deleteDomain: { method: 'delete', path: '/platform/setting/domains/{id}', secured: true },
  setDomainEnabled: { method: 'put', path: '/platform/setting/domains/{id}/enabled', secured: true },
  searchDomains: { method: 'get', path: '/platform/setting/domains/search', secured: true, query: { ids: 'array' } },
  getBaseDomainSettings: { method: 'get', path: '/platform/setting/domains/base/settings', secured: true },
  listStyleTemplates: { method: 'get', path: '/platform/setting/domains/style/templates', secured: true },
  searchLocales: { method: 'get', path: '/platform/locales/search', secured: true, query: { ids: 'array' } },
  searchDocuments: { method: 'get', path: '/platform/setting/documents/search', secured: true, query: { ids: 'array' } },
  searchBanners: { method: 'get', path: '/platform/setting/banners/search', secured: true, query: { ids: 'array' } },
  searchDeviceTypes: { method: 'get', path: '/platform/setting/devices-types/search', secured: true, query: { ids: 'array' } },
  listDeviceTypes: { method: 'get', path: '/platform/setting/devices-types', secured: true, query: { page: 'integer', limit: 'integer' } },
  createDeviceType: { method: 'post', path: '/platform/setting/devices-types', secured: true },
  updateDeviceType: { method: 'put', path: '/platform/setting/devices-types/{id}', secured: true },
  deleteDeviceType: { method: 'delete', path: '/platform/setting/devices-types/{id}', secured: true },
  listAuthFlows: { method: 'get', path: '/platform/setting/authentication-schemas/flows', secured: true },
  listAuthSchemes: { method: 'get', path: '/platform/setting/authentication-schemas', secured: true },
  createAuthScheme: { method: 'post', path: '/platform/setting/authentication-schemas', secured: true },
  updateAuthScheme: { method: 'put', path: '/platform/setting/authentication-schemas/{id}', secured: true },
  deleteAuthScheme: { method: 'delete', path: '/platform/setting/authentication-schemas/{id}', secured: true },
  setAuthSchemeActive: { method: 'put', path: '/platform/setting/authentication-schemas/{id}/active', secured: true },
  reorderAuthSchemes: { method: 'patch', path: '/platform/setting/authentication-schemas/priority', secured: true },
  getPlatformSettings: { method: 'get', path: '/platform/setting/application/settings/modules/platform', secured: true },
  getUsersSettings: { method: 'get', path: '/platform/setting/application/settings/modules/users', secured: true },
  updatePlatformSettings: { method: 'patch', path: '/platform/setting/application/settings/platform', secured: true },
  updateUsersSettings: { method: 'patch', path: '/platform/setting/application/settings/users', secured: true },
  searchRoles: { method: 'get', path: '/platform/setting/roles/search', secured: true, query: { ids: 'array' } },
  searchUserContacts: { method: 'get', path: '/platform/setting/users/contacts/search', secured: true, query: { ids: 'array', limit: 'integer' } },
  searchNetworkAliases: { method: 'get', path: '/platform/setting/network-aliases/search', secured: true, query: { ids: 'array' } },
  searchPersonnelActionTypes: { method: 'get', path: '/platform/setting/personnel-actions-types/search', secured: true, query: { ids: 'array' } },
  listDynamicFieldTypes: { method: 'get', path: '/platform/setting/dynamic-fields/types', secured: true },
  listDynamicFieldTabs: { method: 'get', path: '/platform/setting/dynamic-fields/{type}/tabs', secured: true },
  getDynamicFieldTab: { method: 'get', path: '/platform/setting/dynamic-fields/tabs/{tab}', secured: true },
  setDynamicFieldTabActive: { method: 'put', path: '/platform/setting/dynamic-fields/tabs/{id}/active', secured: true },
  reorderDynamicFieldTabs: { method: 'put', path: '/platform/setting/dynamic-fields/{type}/tabs/order', secured: true },
  reorderDynamicFieldSubtypes: { method: 'put', path: '/platform/setting/dynamic-fields/tabs/{tab}/order', secured: true },
  createDynamicFieldSubtype: { method: 'post', path: '/platform/setting/dynamic-fields/subtypes', secured: true },
  updateDynamicFieldSubtype: { method: 'put', path: '/platform/setting/dynamic-fields/subtypes', secured: true },
  deleteDynamicFieldSubtypes: { method: 'delete', path: '/platform/setting/dynamic-fields/subtypes', secured: true, query: { ids: 'array' } },
  deleteDynamicFieldSubtype: { method: 'delete', path: '/platform/setting/dynamic-fields/subtypes/{id}', secured: true },
  setDynamicFieldSubtypeActive: { method: 'put', path: '/platform/setting/dynamic-fields/subtypes/{id}/active', secured: true },
  createDynamicField: { method: 'post', path: '/platform/setting/dynamic-fields', secured: true },
  getDynamicField: { method: 'get', path: '/platform/setting/dynamic-fields/{id}', secured: true },
  updateDynamicField: { method: 'put', path: '/platform/setting/dynamic-fields/{id}', secured: true },
  deleteDynamicField: { method: 'delete', path: '/platform/setting/dynamic-fields/{id}', secured: true },
  setDynamicFieldActive: { method: 'put', path: '/platform/setting/dynamic-fields/{id}/active', secured: true },
  listNotifyMethods: { method: 'get', path: '/platform/setting/subscribes/notify-methods', secured: true },
  setNotifyMethodEnabled: { method: 'put', path: '/platform/setting/subscribes/notify-methods/{id}/enabled', secured: true },
  listWhitelist: { method: 'get', path: '/platform/setting/whitelist', secured: true, query: { page: 'integer', limit: 'integer' } },
  createWhitelistEntry: { method: 'post', path: '/platform/setting/whitelist', secured: true },
  updateWhitelistEntry: { method: 'put', path: '/platform/setting/whitelist/{id}', secured: true },
  deleteWhitelistEntry: { method: 'delete', path: '/platform/setting/whitelist/{id}', secured: true },
  setWhitelistEntryEnabled: { method: 'put', path: '/platform/setting/whitelist/{id}/enabled', secured: true },
  listBlacklist: { method: 'get', path: '/platform/setting/blacklist', secured: true, query: { page: 'integer', limit: 'integer' } },
  createBlacklistEntry: { method: 'post', path: '/platform/setting/blacklist', secured: true },
  updateBlacklistEntry: { method: 'put', path: '/platform/setting/blacklist/{id}', secured: true },
  deleteBlacklistEntry: { method: 'delete', path: '/platform/setting/blacklist/{id}', secured: true },
  setBlacklistEntryEnabled: { method: 'put', path: '/platform/setting/blacklist/{id}/enabled', secured: true },
  listNetworkAliases: { method: 'get', path: '/platform/setting/network-aliases', secured: true, query: { page: 'integer', limit: 'integer' } },
  createNetworkAlias: { method: 'post', path: '/platform/setting/network-aliases', secured: true },
  updateNetworkAlias: { method: 'put', path: '/platform/setting/network-aliases/{id}', secured: true },
  deleteNetworkAlias: { method: 'delete', path: '/platform/setting/network-aliases/{id}', secured: true },
  listHistory: { method: 'get', path: '/platform/setting/history', secured: true, query: { page: 'integer', limit: 'integer' } },
  listHistoryTypes: { method: 'get', path: '/platform/setting/history/types', secured: true },
  getMonitoringStatus: { method: 'get', path: '/platform/setting/monitoring/status', secured: true },
  getDiagnosticsStatus: { method: 'get', path: '/platform/setting/diagnostics/status', secured: true },
  getDiagnosticsApplicationsStatus: { method: 'get', path: '/platform/setting/diagnostics/applications/status', secured: true },
  listMonitoringApplications: { method: 'get', path: '/platform/setting/monitoring/applications', secured: true },
  listMonitoring: { method: 'get', path: '/platform/setting/monitoring', secured: true, query: { page: 'integer', limit: 'integer', applications: 'array' } },
  refreshMonitoring: { method: 'get', path: '/platform/setting/monitoring/refresh', secured: true, query: { page: 'integer', limit: 'integer', applications: 'array' } },
  downloadMonitoringXlsx: { method: 'get', path: '/platform/setting/monitoring/xlsx', secured: true, query: { applications: 'array' } },
  listDiagnosticsVersions: { method: 'get', path: '/platform/setting/diagnostics/versions', secured: true },
  refreshDiagnostics: { method: 'get', path: '/platform/setting/diagnostics/refresh', secured: true },
  getLicense: { method: 'get', path: '/platform/setting/license', secured: true },
  saveLicense: { method: 'post', path: '/platform/setting/license', secured: true },
  deleteLicense: { method: 'delete', path: '/platform/setting/license', secured: true },
  getLicenseSessions: { method: 'get', path: '/platform/setting/license/sessions', secured: true },
  checkLicense: { method: 'post', path: '/platform/setting/license/check', secured: true },
  listProviders: { method: 'get', path: '/platform/setting/providers', secured: true, query: { page: 'integer', limit: 'integer' } },
  createProvider: { method: 'post', path: '/platform/setting/providers', secured: true },
  getProvider: { method: 'get', path: '/platform/setting/providers/{id}', secured: true },
  updateProvider: { method: 'put', path: '/platform/setting/providers/{id}', secured: true },
  deleteProvider: { method: 'delete', path: '/platform/setting/providers/{id}', secured: true },
  setProviderEnabled: { method: 'put', path: '/platform/setting/providers/{id}/enabled', secured: true },
  checkProviderConnection: { method: 'post', path: '/platform/setting/providers/status', secured: true },
  startProviderSync: { method: 'post', path: '/platform/setting/providers/{id}/sync/start', secured: true },
  updateProviderSync: { method: 'put', path: '/platform/setting/providers/{id}/sync/{syncId}', secured: true },
  listMappers: { method: 'get', path: '/platform/setting/providers/sync/{syncId}/mappers', secured: true, query: { page: 'integer', limit: 'integer' } },
  createMapper: { method: 'post', path: '/platform/setting/providers/sync/{syncId}/mappers', secured: true },
  createBaseMappers: { method: 'post', path: '/platform/setting/providers/sync/{syncId}/base', secured: true },
  listProviderSyncHistory: { method: 'get', path: '/platform/setting/providers/sync/{syncId}/history', secured: true, query: { page: 'integer', limit: 'integer' } },
  listMapperFields: { method: 'get', path: '/platform/setting/providers/mappers/fields', secured: true },
  updateMapper: { method: 'put', path: '/platform/setting/providers/mappers/{id}', secured: true },
  deleteMapper: { method: 'delete', path: '/platform/setting/providers/mappers/{id}', secured: true },
  setMapperEnabled: { method: 'put', path: '/platform/setting/providers/mappers/{id}/enabled', secured: true },
  listDocuments: { method: 'get', path: '/platform/setting/documents', secured: true, query: { page: 'integer', limit: 'integer' } },
  createDocument: { method: 'post', path: '/platform/setting/documents', secured: true },
  getDocument: { method: 'get', path: '/platform/setting/documents/{id}', secured: true },
  updateDocument: { method: 'put', path: '/platform/setting/documents/{id}', secured: true },
  deleteDocument: { method: 'delete', path: '/platform/setting/documents/{id}', secured: true },
  setDocumentEnabled: { method: 'put', path: '/platform/setting/documents/{id}/enabled', secured: true },
  listBanners: { method: 'get', path: '/platform/setting/banners', secured: true, query: { page: 'integer', limit: 'integer' } },
  createBanner: { method: 'post', path: '/platform/setting/banners', secured: true },
  updateBanner: { method: 'put', path: '/platform/setting/banners/{id}', secured: true },
  deleteBanner: { method: 'delete', path: '/platform/setting/banners/{id}', secured: true },
  setBannerVisible: { method: 'put', path: '/platform/setting/banners/{id}/visible', secured: true },
  listLanguages: { method: 'get', path: '/platform/setting/locales', secured: true, query: { page: 'integer', limit: 'integer' } },
  createLanguage: { method: 'post', path: '/platform/setting/locales', secured: true },
  updateLanguage: { method: 'put', path: '/platform/setting/locales/{id}', secured: true },
  deleteLanguage: { method: 'delete', path: '/platform/setting/locales/{id}', secured: true },
  setLanguageEnabled: { method: 'put', path: '/platform/setting/locales/{id}/enabled', secured: true },
  listIntegrationRecords: { method: 'get', path: '/platform/setting/integration-monitoring', secured: true, query: { page: 'integer', limit: 'integer' } },
  searchIntegrationKeys: { method: 'get', path: '/platform/setting/integration-monitoring/keys/search', secured: true },
  downloadIntegrationRequest: { method: 'get', path: '/platform/setting/integration-monitoring/requests/{id}', secured: true },
  downloadIntegrationResponse: { method: 'get', path: '/platform/setting/integration-monitoring/responses/{id}', secured: true },
  listIntegrationSyncs: { method: 'get', path: '/platform/setting/integration-synchronization', secured: true, query: { page: 'integer', limit: 'integer' } },
  setIntegrationSyncEnabled: { method: 'put', path: '/platform/setting/integration-synchronization/{id}/enabled', secured: true },
  startIntegrationSync: { method: 'post', path: '/platform/setting/integration-synchronization/{id}/start', secured: true },
} as const
