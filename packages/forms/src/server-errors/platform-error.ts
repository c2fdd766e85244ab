import type { FieldErrors, PlatformErrorLike } from '../contract'
import { type FieldErrorOptions, mapFieldErrors } from './field-errors'

/** The errors per field of a failed call: its `errorList`, mapped by {@link mapFieldErrors}. */
export function fieldErrorsOf(error: PlatformErrorLike, options?: FieldErrorOptions): FieldErrors {
  return mapFieldErrors(error.body?.errorList, options)
}

/**
 * A master user's decision on an access request: `contractor` links the requester to a
 * contractor (approve), the others reject, allow or mark a duplicate.
 */
export type ApprovalAction = 'contractor' | 'failure' | 'allow' | 'duplicate'

/**
 * Errors of the approval form: the server's key `organization` is the form's
 * `contractorId`; for the contractor action its key `roles` is `contractorRoles` and a 409
 * (the requester is already linked) marks `contractorId` with `alreadyExist`.
 */
export function approvalFieldErrors(error: PlatformErrorLike, action: ApprovalAction): FieldErrors {
  const contractor = action === 'contractor'
  const rename: Record<string, string> = contractor
    ? { organization: 'contractorId', roles: 'contractorRoles' }
    : { organization: 'contractorId' }
  const errors = fieldErrorsOf(error, { rename, mirror: [] })
  if (contractor && error.status === 409) {
    errors.contractorId = [...new Set([...(errors.contractorId ?? []), 'alreadyExist' as const])]
  }
  return errors
}
