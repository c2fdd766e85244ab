import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  EnabledInput,
  OperationData,
  OperationPathParams,
  OperationQuery,
  PlatformClient,
  PlatformError,
  SubnetEntryInput,
  SubnetEntryList,
} from '@platform/sdk'
import {
  createBlacklistEntryMutation,
  createWhitelistEntryMutation,
  deleteBlacklistEntryMutation,
  deleteWhitelistEntryMutation,
  listBlacklistQuery,
  listWhitelistQuery,
  setBlacklistEntryEnabledMutation,
  setWhitelistEntryEnabledMutation,
  updateBlacklistEntryMutation,
  updateWhitelistEntryMutation,
} from '@platform/sdk/query'
import { type QueryClient, type UseMutationOptions, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'

/** The two lists of subnets: the same entries, screens and rules, other addresses. */
export type SubnetListKind = 'whitelist' | 'blacklist'

export type SubnetListQuery = OperationQuery<'/platform/setting/whitelist', 'get'>

type Mutation<TData, TVariables> = (
  client: PlatformClient,
) => UseMutationOptions<TData, PlatformError, TVariables>
/** The calls of both lists name an entry by id and send the same bodies. */
type ById = { params: { path: OperationPathParams<'/platform/setting/whitelist/{id}', 'put'> } }
type Entry = { body: SubnetEntryInput }
type Done = OperationData<'/platform/setting/whitelist/{id}', 'put'>

interface SubnetListConfig {
  create: Mutation<OperationData<'/platform/setting/whitelist', 'post'>, Entry>
  update: Mutation<Done, ById & Entry>
  remove: Mutation<Done, ById>
  setEnabled: Mutation<Done, ById & { body: EnabledInput }>
  title: MessageDescriptor
  lead: MessageDescriptor
  newEntry: MessageDescriptor
}

export const subnetLists: Record<SubnetListKind, SubnetListConfig> = {
  whitelist: {
    create: createWhitelistEntryMutation,
    update: updateWhitelistEntryMutation,
    remove: deleteWhitelistEntryMutation,
    setEnabled: setWhitelistEntryEnabledMutation,
    title: msg`Белый список`,
    lead: msg`Подсети, адреса и сетевые псевдонимы, которым открыт доступ к платформе.`,
    newEntry: msg`Новая запись белого списка`,
  },
  blacklist: {
    create: createBlacklistEntryMutation,
    update: updateBlacklistEntryMutation,
    remove: deleteBlacklistEntryMutation,
    setEnabled: setBlacklistEntryEnabledMutation,
    title: msg`Чёрный список`,
    lead: msg`Подсети, адреса и сетевые псевдонимы, которым доступ к платформе закрыт.`,
    newEntry: msg`Новая запись чёрного списка`,
  },
}

/**
 * A page of one list's entries. The lists have their own cache keys, so each has its own
 * query; only the shown list's runs.
 */
export function useSubnetEntries(kind: SubnetListKind, query: SubnetListQuery, enabled: boolean) {
  const { client } = usePlatform()
  const white = useQuery({
    ...listWhitelistQuery(client, query),
    enabled: enabled && kind === 'whitelist',
  })
  const black = useQuery({
    ...listBlacklistQuery(client, query),
    enabled: enabled && kind === 'blacklist',
  })
  return kind === 'whitelist' ? white : black
}

/** A page of one list's entries, for the export. */
export function fetchSubnetEntries(
  queryClient: QueryClient,
  client: PlatformClient,
  kind: SubnetListKind,
  query: SubnetListQuery,
): Promise<SubnetEntryList> {
  return kind === 'whitelist'
    ? queryClient.fetchQuery(listWhitelistQuery(client, query))
    : queryClient.fetchQuery(listBlacklistQuery(client, query))
}
