import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  allowAccessRequest,
  approveAccessRequest,
  createInvitation,
  deleteContactContractor,
  deleteInvitation,
  markAccessRequestDuplicate,
  rejectAccessRequest,
  resendInvitation,
  updateContactContractor,
} from '../generated/operations'
import { profileKeys } from '../profile/keys'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { masterAccountKeys } from './keys'

type Approve = OperationInit<'/platform/master-account/access/requests/approve/contractor', 'post'>
type Reject = OperationInit<'/platform/master-account/access/requests/failure', 'post'>
type MarkDuplicate = OperationInit<'/platform/master-account/access/requests/duplicate', 'post'>
type Allow = OperationInit<'/platform/master-account/access/requests/allow', 'post'>
type CreateInvitation = OperationInit<'/platform/master-account/invitations', 'post'>
type ResendInvitation = OperationInit<'/platform/master-account/invitations/resend/{id}', 'post'>
type DeleteInvitation = OperationInit<'/platform/master-account/invitations/{id}', 'delete'>
type UpdateContactContractor = OperationInit<'/platform/master-account/contacts/contractors', 'put'>
type DeleteContactContractor = OperationInit<
  '/platform/master-account/contacts/contractors',
  'delete'
>

/**
 * Links the requester to a contractor: the request is answered, the requester becomes (or
 * stays) a contact with that contractor, and the picker stops offering the organizations the
 * requester now has.
 */
export const approveAccessRequestMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/master-account/access/requests/approve/contractor', 'post'>,
    Approve
  >,
) =>
  platformMutation(
    {
      mutationKey: [...masterAccountKeys.all, 'approveAccessRequest'],
      mutationFn: (init: Approve) => unwrap(approveAccessRequest(client, init)),
      invalidates: () => [
        masterAccountKeys.requestLists(),
        profileKeys.contactLists(),
        masterAccountKeys.contractorLists(),
      ],
    },
    hooks,
  )

export const rejectAccessRequestMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/master-account/access/requests/failure', 'post'>,
    Reject
  >,
) =>
  platformMutation(
    {
      mutationKey: [...masterAccountKeys.all, 'rejectAccessRequest'],
      mutationFn: (init: Reject) => unwrap(rejectAccessRequest(client, init)),
      invalidates: () => [masterAccountKeys.requestLists()],
    },
    hooks,
  )

export const markAccessRequestDuplicateMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/master-account/access/requests/duplicate', 'post'>,
    MarkDuplicate
  >,
) =>
  platformMutation(
    {
      mutationKey: [...masterAccountKeys.all, 'markAccessRequestDuplicate'],
      mutationFn: (init: MarkDuplicate) => unwrap(markAccessRequestDuplicate(client, init)),
      invalidates: () => [masterAccountKeys.requestLists()],
    },
    hooks,
  )

/** Approves without touching the requester's contact links: only the request changes. */
export const allowAccessRequestMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/master-account/access/requests/allow', 'post'>,
    Allow
  >,
) =>
  platformMutation(
    {
      mutationKey: [...masterAccountKeys.all, 'allowAccessRequest'],
      mutationFn: (init: Allow) => unwrap(allowAccessRequest(client, init)),
      invalidates: () => [masterAccountKeys.requestLists()],
    },
    hooks,
  )

/** The invitee appears among the contacts (`invitationSent`) until they register. */
export const createInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/master-account/invitations', 'post'>,
    CreateInvitation
  >,
) =>
  platformMutation(
    {
      mutationKey: [...masterAccountKeys.all, 'createInvitation'],
      mutationFn: (init: CreateInvitation) => unwrap(createInvitation(client, init)),
      invalidates: () => [masterAccountKeys.invitationLists(), profileKeys.contactLists()],
    },
    hooks,
  )

/** A new activity period changes the row's status and dates; the contact stays invited. */
export const resendInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/master-account/invitations/resend/{id}', 'post'>,
    ResendInvitation
  >,
) =>
  platformMutation(
    {
      mutationKey: [...masterAccountKeys.all, 'resendInvitation'],
      mutationFn: (init: ResendInvitation) => unwrap(resendInvitation(client, init)),
      invalidates: () => [masterAccountKeys.invitationLists()],
    },
    hooks,
  )

/** A revoked invitation no longer makes its invitee a contact. */
export const deleteInvitationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/master-account/invitations/{id}', 'delete'>,
    DeleteInvitation
  >,
) =>
  platformMutation(
    {
      mutationKey: [...masterAccountKeys.all, 'deleteInvitation'],
      mutationFn: (init: DeleteInvitation) => unwrap(deleteInvitation(client, init)),
      invalidates: () => [masterAccountKeys.invitationLists(), profileKeys.contactLists()],
    },
    hooks,
  )

/**
 * The contact's contractor links live in the profile's contacts (the table's summary and
 * `listContactContractors`); the picker leaves out organizations the contact has.
 */
export const updateContactContractorMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/master-account/contacts/contractors', 'put'>,
    UpdateContactContractor
  >,
) =>
  platformMutation(
    {
      mutationKey: [...masterAccountKeys.all, 'updateContactContractor'],
      mutationFn: (init: UpdateContactContractor) => unwrap(updateContactContractor(client, init)),
      invalidates: () => [profileKeys.contactLists(), masterAccountKeys.contractorLists()],
    },
    hooks,
  )

/** Invalidates what `updateContactContractorMutation` does, for the same reasons. */
export const deleteContactContractorMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/master-account/contacts/contractors', 'delete'>,
    DeleteContactContractor
  >,
) =>
  platformMutation(
    {
      mutationKey: [...masterAccountKeys.all, 'deleteContactContractor'],
      mutationFn: (init: DeleteContactContractor) => unwrap(deleteContactContractor(client, init)),
      invalidates: () => [profileKeys.contactLists(), masterAccountKeys.contractorLists()],
    },
    hooks,
  )
