// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/setting-applications.mutations'
import {
  createApplication,
  updateApplication,
  deleteApplication,
  reorderApplications,
  regenerateClientSecret,
  deleteApplicationSessions,
  deleteApplicationSession,
} from '../operations'

/** Create an application: `POST /platform/setting/applications`. */
export const createApplicationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications', 'post'>, OperationInit<'/platform/setting/applications', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createApplication,
      mutationKey: ['setting-applications', 'createApplication'],
      mutationFn: (init: OperationInit<'/platform/setting/applications', 'post'>) => unwrap(createApplication(client, init)),
    },
    hooks,
  )

/** Update an application: `PUT /platform/setting/applications/{id}`. */
export const updateApplicationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/{id}', 'put'>, OperationInit<'/platform/setting/applications/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateApplication,
      mutationKey: ['setting-applications', 'updateApplication'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/{id}', 'put'>) => unwrap(updateApplication(client, init)),
    },
    hooks,
  )

/** Delete an application: `DELETE /platform/setting/applications/{id}`. */
export const deleteApplicationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/{id}', 'delete'>, OperationInit<'/platform/setting/applications/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteApplication,
      mutationKey: ['setting-applications', 'deleteApplication'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/{id}', 'delete'>) => unwrap(deleteApplication(client, init)),
    },
    hooks,
  )

/** Save the drag order of applications: `PATCH /platform/setting/applications/order`. */
export const reorderApplicationsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/order', 'patch'>, OperationInit<'/platform/setting/applications/order', 'patch'>>,
) =>
  platformMutation(
    {
      ...policy.reorderApplications,
      mutationKey: ['setting-applications', 'reorderApplications'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/order', 'patch'>) => unwrap(reorderApplications(client, init)),
    },
    hooks,
  )

/** Generate a new client secret: `PUT /platform/setting/applications/client/{clientId}/secret`. */
export const regenerateClientSecretMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/client/{clientId}/secret', 'put'>, OperationInit<'/platform/setting/applications/client/{clientId}/secret', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.regenerateClientSecret,
      mutationKey: ['setting-applications', 'regenerateClientSecret'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/client/{clientId}/secret', 'put'>) => unwrap(regenerateClientSecret(client, init)),
    },
    hooks,
  )

/** End the filtered sessions of an application: `DELETE /platform/setting/applications/sessions`. */
export const deleteApplicationSessionsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/sessions', 'delete'>, OperationInit<'/platform/setting/applications/sessions', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteApplicationSessions,
      mutationKey: ['setting-applications', 'deleteApplicationSessions'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/sessions', 'delete'>) => unwrap(deleteApplicationSessions(client, init)),
    },
    hooks,
  )

/** End one session: `DELETE /platform/setting/applications/sessions/{sessionId}`. */
export const deleteApplicationSessionMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications/sessions/{sessionId}', 'delete'>, OperationInit<'/platform/setting/applications/sessions/{sessionId}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteApplicationSession,
      mutationKey: ['setting-applications', 'deleteApplicationSession'],
      mutationFn: (init: OperationInit<'/platform/setting/applications/sessions/{sessionId}', 'delete'>) => unwrap(deleteApplicationSession(client, init)),
    },
    hooks,
  )
