import type { ApprovalAction } from '@platform/forms'
import type { AccessRequest } from '@platform/sdk'
import {
  allowAccessRequestMutation,
  approveAccessRequestMutation,
  markAccessRequestDuplicateMutation,
  rejectAccessRequestMutation,
} from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { accessSnackbars } from '../messages'
import { allowBody, approvalBody, type DecisionValues, refusalBody } from './decision'

/** The snackbars of each decision: its success and its failure key. */
export const decisionSnackbars = {
  contractor: {
    done: accessSnackbars.approveContractor,
    failed: accessSnackbars.errorApproveContractor,
  },
  failure: { done: accessSnackbars.reject, failed: accessSnackbars.errorReject },
  duplicate: { done: accessSnackbars.duplicate, failed: accessSnackbars.errorDuplicate },
  allow: { done: accessSnackbars.allow, failed: accessSnackbars.errorAllow },
} as const satisfies Record<ApprovalAction, object>

/** The four decisions' calls: the answered function makes the one the form chose. */
export function useDecide(request: AccessRequest) {
  const { client } = usePlatform()
  const approve = useMutation(approveAccessRequestMutation(client))
  const reject = useMutation(rejectAccessRequestMutation(client))
  const duplicate = useMutation(markAccessRequestDuplicateMutation(client))
  const allow = useMutation(allowAccessRequestMutation(client))
  const decide = (values: DecisionValues): Promise<unknown> => {
    switch (values.decision) {
      case 'contractor':
        return approve.mutateAsync({ body: approvalBody(request, values) })
      case 'failure':
        return reject.mutateAsync({ body: refusalBody(request, values) })
      case 'duplicate':
        return duplicate.mutateAsync({ body: refusalBody(request, values) })
      case 'allow':
        return allow.mutateAsync({ body: allowBody(request) })
    }
  }
  return decide
}
