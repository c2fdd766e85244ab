import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  createApplication,
  deleteApplication,
  deleteApplicationSession,
  deleteApplicationSessions,
  regenerateClientSecret,
  reorderApplications,
  updateApplication,
} from '../generated/operations'
import { profileKeys } from '../profile/keys'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { uiKeys } from '../ui/keys'
import { applicationKeys } from './keys'

type CreateApplication = OperationInit<'/platform/setting/applications', 'post'>
type UpdateApplication = OperationInit<'/platform/setting/applications/{id}', 'put'>
type DeleteApplication = OperationInit<'/platform/setting/applications/{id}', 'delete'>
type ReorderApplications = OperationInit<'/platform/setting/applications/order', 'patch'>
type RegenerateClientSecret = OperationInit<
  '/platform/setting/applications/client/{clientId}/secret',
  'put'
>
type DeleteApplicationSessions = OperationInit<'/platform/setting/applications/sessions', 'delete'>
type DeleteApplicationSession = OperationInit<
  '/platform/setting/applications/sessions/{sessionId}',
  'delete'
>

/**
 * A new application can appear in the menus and the service switch, and the methods filter
 * lists the methods it declares. Every write here is recorded in the history of changes.
 */
export const createApplicationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/applications', 'post'>, CreateApplication>,
) =>
  platformMutation(
    {
      mutationKey: [...applicationKeys.all, 'createApplication'],
      mutationFn: (init: CreateApplication) => unwrap(createApplication(client, init)),
      invalidates: () => [applicationKeys.lists(), applicationKeys.methodFilters(), uiKeys.menus()],
    },
    hooks,
  )

/** Also refreshes the public card of the service (help page, back link) under its code. */
export const updateApplicationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/applications/{id}', 'put'>,
    UpdateApplication
  >,
) =>
  platformMutation(
    {
      mutationKey: [...applicationKeys.all, 'updateApplication'],
      mutationFn: (init: UpdateApplication) => unwrap(updateApplication(client, init)),
      invalidates: ({ params, body }) => [
        applicationKeys.lists(),
        applicationKeys.detail(params.path.id),
        applicationKeys.methodFilters(),
        uiKeys.menus(),
        ...(body.code ? [uiKeys.serviceApplication(body.code)] : []),
      ],
    },
    hooks,
  )

export const deleteApplicationMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/applications/{id}', 'delete'>,
    DeleteApplication
  >,
) =>
  platformMutation(
    {
      mutationKey: [...applicationKeys.all, 'deleteApplication'],
      mutationFn: (init: DeleteApplication) => unwrap(deleteApplication(client, init)),
      invalidates: ({ params }) => [
        applicationKeys.lists(),
        applicationKeys.detail(params.path.id),
        applicationKeys.methodFilters(),
        uiKeys.menus(),
      ],
    },
    hooks,
  )

/** The drag order is also the order of the menus and the service switch. */
export const reorderApplicationsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/applications/order', 'patch'>,
    ReorderApplications
  >,
) =>
  platformMutation(
    {
      mutationKey: [...applicationKeys.all, 'reorderApplications'],
      mutationFn: (init: ReorderApplications) => unwrap(reorderApplications(client, init)),
      invalidates: () => [applicationKeys.lists(), uiKeys.menus()],
    },
    hooks,
  )

export const regenerateClientSecretMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/applications/client/{clientId}/secret', 'put'>,
    RegenerateClientSecret
  >,
) =>
  platformMutation(
    {
      mutationKey: [...applicationKeys.all, 'regenerateClientSecret'],
      mutationFn: (init: RegenerateClientSecret) => unwrap(regenerateClientSecret(client, init)),
      invalidates: ({ params }) => [applicationKeys.clientSecret(params.path.clientId)],
    },
    hooks,
  )

/** The administrator's own sessions may be among those ended, so the profile's list too. */
export const deleteApplicationSessionsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/applications/sessions', 'delete'>,
    DeleteApplicationSessions
  >,
) =>
  platformMutation(
    {
      mutationKey: [...applicationKeys.all, 'deleteApplicationSessions'],
      mutationFn: (init: DeleteApplicationSessions) =>
        unwrap(deleteApplicationSessions(client, init)),
      invalidates: () => [applicationKeys.sessionLists(), profileKeys.sessionLists()],
    },
    hooks,
  )

/** The session may be one of the administrator's own, so the profile's list too. */
export const deleteApplicationSessionMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/applications/sessions/{sessionId}', 'delete'>,
    DeleteApplicationSession
  >,
) =>
  platformMutation(
    {
      mutationKey: [...applicationKeys.all, 'deleteApplicationSession'],
      mutationFn: (init: DeleteApplicationSession) =>
        unwrap(deleteApplicationSession(client, init)),
      invalidates: () => [applicationKeys.sessionLists(), profileKeys.sessionLists()],
    },
    hooks,
  )
