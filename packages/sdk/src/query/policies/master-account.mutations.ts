import {
  contactContractorKeys,
  contactKeys,
  contractorKeys,
  incomingAccessRequestKeys,
  invitationKeys,
} from '../../generated/keys'
import type { MutationPolicies } from '../policy'

/**
 * A contact's contractor links live in the profile's contacts (the table's summary and each
 * contact's contractors); the contractor picker leaves out organizations a contact has.
 */
const contactLinks = () => [contactKeys.all, contactContractorKeys.all, contractorKeys.all]

export const mutations: MutationPolicies<'master-account'> = {
  // The request is answered and the requester becomes (or stays) a contact of the contractor.
  approveAccessRequest: {
    invalidates: () => [incomingAccessRequestKeys.all, ...contactLinks()],
  },
  rejectAccessRequest: { invalidates: () => [incomingAccessRequestKeys.all] },
  markAccessRequestDuplicate: { invalidates: () => [incomingAccessRequestKeys.all] },
  // Approves without touching the requester's contact links.
  allowAccessRequest: { invalidates: () => [incomingAccessRequestKeys.all] },
  // The invitee is among the contacts (`invitationSent`) until they register, or until the
  // invitation is revoked; a new activity period changes only the row.
  createInvitation: {
    invalidates: () => [invitationKeys.all, contactKeys.all, contactContractorKeys.all],
  },
  resendInvitation: { invalidates: () => [invitationKeys.all] },
  deleteInvitation: {
    invalidates: () => [invitationKeys.all, contactKeys.all, contactContractorKeys.all],
  },
  updateContactContractor: { invalidates: contactLinks },
  deleteContactContractor: { invalidates: contactLinks },
}
