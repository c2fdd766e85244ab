// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type {
  DownloadedFile,
  OperationArgs,
  OperationData,
  PlatformClient,
  PlatformResult,
} from '../../client'

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
