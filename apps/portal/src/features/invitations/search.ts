import type { InvitationStatus } from '@platform/sdk'
import { listSearch, param } from '../../shared/list/search'

/** The six statuses: active, deactivated, refusal, success, autoSuccess, deleted. */
export const invitationStatuses = [
  'active',
  'deactivated',
  'refusal',
  'success',
  'autoSuccess',
  'deleted',
] as const satisfies readonly InvitationStatus[]

/** The invitations page's address: the status filter ("all" when left out), page and sort. */
export const validateInvitationsSearch = listSearch({ status: param.oneOf(invitationStatuses) })
