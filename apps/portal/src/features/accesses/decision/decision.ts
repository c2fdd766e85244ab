import {
  type ApprovalAction,
  collectErrors,
  emptyContractorRoles,
  type FieldErrors,
  validateApproval,
  validateComment,
  validateRequired,
} from '@platform/forms'
import type {
  AccessRequest,
  AccessRequestAllow,
  AccessRequestApproval,
  AccessRequestRefusal,
} from '@platform/sdk'
import type { AccessFormValues } from '../../contractors/model'

/** The decision form: which of the four decisions, its reason, its contractor and roles. */
export interface DecisionValues extends AccessFormValues {
  decision: ApprovalAction
  reason: string
}

export const initialDecision = (): DecisionValues => ({
  decision: 'contractor',
  reason: '',
  contractorId: null,
  contractorRoles: [emptyContractorRoles()],
})

/** Decisions that carry a reason the requester reads. */
export const needsReason = (decision: ApprovalAction): decision is 'failure' | 'duplicate' =>
  decision === 'failure' || decision === 'duplicate'

/** Something was typed or picked that closing the form would lose. */
export function hasInput(values: DecisionValues): boolean {
  return (
    values.reason.trim() !== '' ||
    values.contractorId !== null ||
    values.contractorRoles.some((row) => row.organizationId !== '' || row.rolesIds.length > 0)
  )
}

/** The forms' rules for the chosen decision only: the others' fields are not sent. */
export function validateDecision(values: DecisionValues): FieldErrors {
  if (values.decision === 'contractor') return validateApproval(values)
  if (needsReason(values.decision)) {
    return collectErrors({
      reason: [validateRequired(values.reason.trim()), validateComment(values.reason.trim())],
    })
  }
  return {}
}

type Request = Pick<AccessRequest, 'requestId' | 'userId'>

/** The body of the call the decision makes. */
export function approvalBody(request: Request, values: DecisionValues): AccessRequestApproval {
  return {
    requestId: request.requestId,
    userId: request.userId,
    contractorId: values.contractorId ?? '',
    roles: values.contractorRoles.map(({ organizationId, rolesIds }) => ({
      organizationId,
      rolesIds: [...new Set(rolesIds)],
    })),
  }
}

export function refusalBody(request: Request, values: DecisionValues): AccessRequestRefusal {
  return { requestId: request.requestId, userId: request.userId, reason: values.reason.trim() }
}

export function allowBody(request: Request): AccessRequestAllow {
  return { requestId: request.requestId, userId: request.userId }
}
