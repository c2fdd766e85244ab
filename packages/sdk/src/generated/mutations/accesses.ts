// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/accesses.mutations'
import {
  createAccessRequests,
  withdrawAccessRequest,
} from '../operations'

/** Send access requests: `POST /platform/user/access/requests`. */
export const createAccessRequestsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/access/requests', 'post'>, OperationInit<'/platform/user/access/requests', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createAccessRequests,
      mutationKey: ['accesses', 'createAccessRequests'],
      mutationFn: (init: OperationInit<'/platform/user/access/requests', 'post'>) => unwrap(createAccessRequests(client, init)),
    },
    hooks,
  )

/** Withdraw an access request: `DELETE /platform/user/access/requests/{requestId}`. */
export const withdrawAccessRequestMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/access/requests/{requestId}', 'delete'>, OperationInit<'/platform/user/access/requests/{requestId}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.withdrawAccessRequest,
      mutationKey: ['accesses', 'withdrawAccessRequest'],
      mutationFn: (init: OperationInit<'/platform/user/access/requests/{requestId}', 'delete'>) => unwrap(withdrawAccessRequest(client, init)),
    },
    hooks,
  )
