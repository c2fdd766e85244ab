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
