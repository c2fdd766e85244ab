import {
  collectErrors,
  emptyContractorRoles,
  type FieldErrors,
  validateApproval,
  validateEmail,
  validateRequired,
} from '@platform/forms'
import type { Invitation, InvitationCreate, InvitationStatus } from '@platform/sdk'
import { type AccessFormValues, toAccessInput } from '../contractors/model'

/**
 * How each status is shown: waiting is information, expired a warning, refused an error,
 * accepted (by the invitee or automatically) a success, revoked no longer in play.
 */
export const invitationVariants = {
  active: 'info',
  deactivated: 'warning',
  refusal: 'error',
  success: 'success',
  autoSuccess: 'success',
  deleted: 'disabled',
} as const satisfies Record<InvitationStatus, string>

/** Only an invitation still open (waiting or expired) can be resent or revoked. */
export const isOpen = (invitation: Pick<Invitation, 'status'>) =>
  invitation.status === 'active' || invitation.status === 'deactivated'

/** The invitation form: the invitee's email, the contractor and the roles per organization. */
export interface InvitationValues extends AccessFormValues {
  email: string
}

export const initialInvitation = (): InvitationValues => ({
  email: '',
  contractorId: null,
  contractorRoles: [emptyContractorRoles()],
})

/** The forms' rules: a valid email, and what a contractor link needs. */
export function validateInvitation(values: InvitationValues): FieldErrors {
  const email = values.email.trim()
  return {
    ...collectErrors({ email: [validateRequired(email) ?? validateEmail(email)] }),
    ...validateApproval(values),
  }
}

export function invitationBody(values: InvitationValues): InvitationCreate {
  return {
    email: values.email.trim(),
    contractorId: values.contractorId ?? '',
    access: toAccessInput(values.contractorRoles),
  }
}
