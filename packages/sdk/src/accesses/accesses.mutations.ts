import type { OperationData, OperationInit, PlatformClient } from '../client'
import { createAccessRequests, withdrawAccessRequest } from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { accessesKeys } from './keys'

type CreateRequests = OperationInit<'/platform/user/access/requests', 'post'>
type WithdrawRequest = OperationInit<'/platform/user/access/requests/{requestId}', 'delete'>

export const createAccessRequestsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/user/access/requests', 'post'>, CreateRequests>,
) =>
  platformMutation(
    {
      mutationKey: [...accessesKeys.all, 'createAccessRequests'],
      mutationFn: (init: CreateRequests) => unwrap(createAccessRequests(client, init)),
      invalidates: () => [accessesKeys.requestLists()],
    },
    hooks,
  )

export const withdrawAccessRequestMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/user/access/requests/{requestId}', 'delete'>,
    WithdrawRequest
  >,
) =>
  platformMutation(
    {
      mutationKey: [...accessesKeys.all, 'withdrawAccessRequest'],
      mutationFn: (init: WithdrawRequest) => unwrap(withdrawAccessRequest(client, init)),
      invalidates: () => [accessesKeys.requestLists()],
    },
    hooks,
  )
