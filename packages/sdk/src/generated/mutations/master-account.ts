// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/master-account.mutations'
import {
  approveAccessRequest,
  rejectAccessRequest,
  markAccessRequestDuplicate,
  allowAccessRequest,
  createInvitation,
  resendInvitation,
  deleteInvitation,
  updateContactContractor,
  deleteContactContractor,
} from '../operations'

/** Approve by linking to a contractor: `POST /platform/master-account/access/requests/approve/contractor`. */
export const approveAccessRequestMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/master-account/access/requests/approve/contractor', 'post'>, OperationInit<'/platform/master-account/access/requests/approve/contractor', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.approveAccessRequest,
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
      ...policy.rejectAccessRequest,
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
      ...policy.markAccessRequestDuplicate,
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
      ...policy.allowAccessRequest,
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
      ...policy.createInvitation,
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
      ...policy.resendInvitation,
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
      ...policy.deleteInvitation,
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
      ...policy.updateContactContractor,
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
      ...policy.deleteContactContractor,
      mutationKey: ['master-account', 'deleteContactContractor'],
      mutationFn: (init: OperationInit<'/platform/master-account/contacts/contractors', 'delete'>) => unwrap(deleteContactContractor(client, init)),
    },
    hooks,
  )
