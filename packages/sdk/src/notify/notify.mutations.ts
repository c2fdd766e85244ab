import type { OperationData, OperationInit, PlatformClient } from '../client'
import { markNotificationRead } from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { notifyKeys } from './keys'

type MarkRead = OperationInit<'/platform/notify/personal-account/read', 'post'>

/** A read notification changes its row in the lists and leaves the bell's unread ones. */
export const markNotificationReadMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/notify/personal-account/read', 'post'>, MarkRead>,
) =>
  platformMutation(
    {
      mutationKey: [...notifyKeys.all, 'markNotificationRead'],
      mutationFn: (init: MarkRead) => unwrap(markNotificationRead(client, init)),
      invalidates: () => [notifyKeys.lists(), notifyKeys.latest()],
    },
    hooks,
  )
