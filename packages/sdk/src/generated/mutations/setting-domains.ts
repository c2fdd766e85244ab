// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/setting-domains.mutations'
import {
  createDomain,
  updateDomain,
  deleteDomain,
  setDomainEnabled,
  createDeviceType,
  updateDeviceType,
  deleteDeviceType,
} from '../operations'

/** Create a domain: `POST /platform/setting/domains`. */
export const createDomainMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains', 'post'>, OperationInit<'/platform/setting/domains', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createDomain,
      mutationKey: ['setting-domains', 'createDomain'],
      mutationFn: (init: OperationInit<'/platform/setting/domains', 'post'>) => unwrap(createDomain(client, init)),
    },
    hooks,
  )

/** Update a domain: `PUT /platform/setting/domains/{id}`. */
export const updateDomainMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains/{id}', 'put'>, OperationInit<'/platform/setting/domains/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateDomain,
      mutationKey: ['setting-domains', 'updateDomain'],
      mutationFn: (init: OperationInit<'/platform/setting/domains/{id}', 'put'>) => unwrap(updateDomain(client, init)),
    },
    hooks,
  )

/** Delete a domain: `DELETE /platform/setting/domains/{id}`. */
export const deleteDomainMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains/{id}', 'delete'>, OperationInit<'/platform/setting/domains/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteDomain,
      mutationKey: ['setting-domains', 'deleteDomain'],
      mutationFn: (init: OperationInit<'/platform/setting/domains/{id}', 'delete'>) => unwrap(deleteDomain(client, init)),
    },
    hooks,
  )

/** Enable or disable a domain: `PUT /platform/setting/domains/{id}/enabled`. */
export const setDomainEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/domains/{id}/enabled', 'put'>, OperationInit<'/platform/setting/domains/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setDomainEnabled,
      mutationKey: ['setting-domains', 'setDomainEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/domains/{id}/enabled', 'put'>) => unwrap(setDomainEnabled(client, init)),
    },
    hooks,
  )

/** Create a device type: `POST /platform/setting/devices-types`. */
export const createDeviceTypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/devices-types', 'post'>, OperationInit<'/platform/setting/devices-types', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createDeviceType,
      mutationKey: ['setting-domains', 'createDeviceType'],
      mutationFn: (init: OperationInit<'/platform/setting/devices-types', 'post'>) => unwrap(createDeviceType(client, init)),
    },
    hooks,
  )

/** Update a device type: `PUT /platform/setting/devices-types/{id}`. */
export const updateDeviceTypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/devices-types/{id}', 'put'>, OperationInit<'/platform/setting/devices-types/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateDeviceType,
      mutationKey: ['setting-domains', 'updateDeviceType'],
      mutationFn: (init: OperationInit<'/platform/setting/devices-types/{id}', 'put'>) => unwrap(updateDeviceType(client, init)),
    },
    hooks,
  )

/** Delete a device type: `DELETE /platform/setting/devices-types/{id}`. */
export const deleteDeviceTypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/devices-types/{id}', 'delete'>, OperationInit<'/platform/setting/devices-types/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteDeviceType,
      mutationKey: ['setting-domains', 'deleteDeviceType'],
      mutationFn: (init: OperationInit<'/platform/setting/devices-types/{id}', 'delete'>) => unwrap(deleteDeviceType(client, init)),
    },
    hooks,
  )
