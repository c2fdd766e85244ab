// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/notify.mutations'
import {
  markNotificationRead,
} from '../operations'

/** Mark a notification read: `POST /platform/notify/personal-account/read`. */
export const markNotificationReadMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/notify/personal-account/read', 'post'>, OperationInit<'/platform/notify/personal-account/read', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.markNotificationRead,
      mutationKey: ['notify', 'markNotificationRead'],
      mutationFn: (init: OperationInit<'/platform/notify/personal-account/read', 'post'>) => unwrap(markNotificationRead(client, init)),
    },
    hooks,
  )
