import type { QueryKey } from '@tanstack/react-query'
import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  createDeviceType,
  createDomain,
  deleteDeviceType,
  deleteDomain,
  setDomainEnabled,
  updateDeviceType,
  updateDomain,
} from '../generated/operations'
import { profileKeys } from '../profile/keys'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { uiKeys } from '../ui/keys'
import { deviceTypeKeys, domainKeys } from './keys'

type CreateDomain = OperationInit<'/platform/setting/domains', 'post'>
type UpdateDomain = OperationInit<'/platform/setting/domains/{id}', 'put'>
type DeleteDomain = OperationInit<'/platform/setting/domains/{id}', 'delete'>
type SetDomainEnabled = OperationInit<'/platform/setting/domains/{id}/enabled', 'put'>
type CreateDeviceType = OperationInit<'/platform/setting/devices-types', 'post'>
type UpdateDeviceType = OperationInit<'/platform/setting/devices-types/{id}', 'put'>
type DeleteDeviceType = OperationInit<'/platform/setting/devices-types/{id}', 'delete'>

/**
 * The portal may be served on the domain that changed and cannot tell, so what it draws from
 * its own domain is refreshed: the project info, the visitor forms' agreements and the
 * profile's agreements (`termsInfo`).
 */
const servedDomainKeys = (): QueryKey[] => [
  uiKeys.projectInfo(),
  uiKeys.publicSettings(),
  profileKeys.summary(),
  profileKeys.details(),
]

/**
 * A base domain (saved as base, or made base, taking the flag from the previous one) changes
 * every domain's details and the base settings; any other changes only its own details.
 */
const detailKeys = (base: boolean | undefined, id?: string): QueryKey[] => {
  if (base) return [domainKeys.details(), domainKeys.baseSettings()]
  return id ? [domainKeys.detail(id)] : []
}

export const createDomainMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains', 'post'>, CreateDomain>,
) =>
  platformMutation(
    {
      mutationKey: [...domainKeys.all, 'createDomain'],
      mutationFn: (init: CreateDomain) => unwrap(createDomain(client, init)),
      invalidates: ({ body }) => [
        domainKeys.lists(),
        ...detailKeys(body.base),
        domainKeys.searches(),
        ...servedDomainKeys(),
      ],
    },
    hooks,
  )

export const updateDomainMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains/{id}', 'put'>, UpdateDomain>,
) =>
  platformMutation(
    {
      mutationKey: [...domainKeys.all, 'updateDomain'],
      mutationFn: (init: UpdateDomain) => unwrap(updateDomain(client, init)),
      invalidates: ({ params, body }) => [
        domainKeys.lists(),
        ...detailKeys(body.base, params.path.id),
        domainKeys.searches(),
        ...servedDomainKeys(),
      ],
    },
    hooks,
  )

/** The deleted domain may have been the base one, whose languages prefill new domains. */
export const deleteDomainMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains/{id}', 'delete'>, DeleteDomain>,
) =>
  platformMutation(
    {
      mutationKey: [...domainKeys.all, 'deleteDomain'],
      mutationFn: (init: DeleteDomain) => unwrap(deleteDomain(client, init)),
      invalidates: ({ params }) => [
        domainKeys.lists(),
        domainKeys.detail(params.path.id),
        domainKeys.searches(),
        domainKeys.baseSettings(),
        ...servedDomainKeys(),
      ],
    },
    hooks,
  )

export const setDomainEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/domains/{id}/enabled', 'put'>,
    SetDomainEnabled
  >,
) =>
  platformMutation(
    {
      mutationKey: [...domainKeys.all, 'setDomainEnabled'],
      mutationFn: (init: SetDomainEnabled) => unwrap(setDomainEnabled(client, init)),
      invalidates: ({ params }) => [
        domainKeys.lists(),
        domainKeys.detail(params.path.id),
        domainKeys.searches(),
        ...servedDomainKeys(),
      ],
    },
    hooks,
  )

export const createDeviceTypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/devices-types', 'post'>, CreateDeviceType>,
) =>
  platformMutation(
    {
      mutationKey: [...deviceTypeKeys.all, 'createDeviceType'],
      mutationFn: (init: CreateDeviceType) => unwrap(createDeviceType(client, init)),
      invalidates: () => [deviceTypeKeys.lists(), deviceTypeKeys.searches()],
    },
    hooks,
  )

export const updateDeviceTypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/devices-types/{id}', 'put'>,
    UpdateDeviceType
  >,
) =>
  platformMutation(
    {
      mutationKey: [...deviceTypeKeys.all, 'updateDeviceType'],
      mutationFn: (init: UpdateDeviceType) => unwrap(updateDeviceType(client, init)),
      invalidates: () => [deviceTypeKeys.lists(), deviceTypeKeys.searches()],
    },
    hooks,
  )

/** Refused (409) while a domain names the device type, so no domain changes with it. */
export const deleteDeviceTypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/devices-types/{id}', 'delete'>,
    DeleteDeviceType
  >,
) =>
  platformMutation(
    {
      mutationKey: [...deviceTypeKeys.all, 'deleteDeviceType'],
      mutationFn: (init: DeleteDeviceType) => unwrap(deleteDeviceType(client, init)),
      invalidates: () => [deviceTypeKeys.lists(), deviceTypeKeys.searches()],
    },
    hooks,
  )
