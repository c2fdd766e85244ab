import type { Handlers } from '../../contract'
import {
  createBaseMappers,
  createMapper,
  deleteMapper,
  listMapperFields,
  listMappers,
  setMapperEnabled,
  updateMapper,
} from './mappers'
import {
  checkProviderConnection,
  createProvider,
  deleteProvider,
  getProvider,
  listProviders,
  setProviderEnabled,
  updateProvider,
} from './providers'
import { listProviderSyncHistory, startProviderSync, updateProviderSync } from './sync'

export const settingProvidersHandlers = {
  listProviders,
  createProvider,
  getProvider,
  updateProvider,
  deleteProvider,
  setProviderEnabled,
  checkProviderConnection,
  startProviderSync,
  updateProviderSync,
  listMappers,
  createMapper,
  createBaseMappers,
  listProviderSyncHistory,
  listMapperFields,
  updateMapper,
  deleteMapper,
  setMapperEnabled,
} satisfies Partial<Handlers>
