import type { NetworkAlias, NotifyMethod, SubnetEntry } from '@platform/sdk'

/** A whitelist or blacklist entry; `aliasName` is read from the alias, so renames follow. */
export interface StoredSubnetEntry extends Omit<SubnetEntry, 'aliasName'> {
  /** When the entry was added: the lists show the newest first. */
  createdAt: string
}

/** Owned by the lists area. Others read `notifyMethods` (channels) and `networkAliases`. */
export interface ListsState {
  notifyMethods: NotifyMethod[]
  whitelist: StoredSubnetEntry[]
  blacklist: StoredSubnetEntry[]
  networkAliases: NetworkAlias[]
}

export type SubnetListKind = 'whitelist' | 'blacklist'

/** The entry as the lists answer it, with the alias name of the moment. */
export function presentEntry(lists: ListsState, entry: StoredSubnetEntry): SubnetEntry {
  const alias = entry.alias
    ? lists.networkAliases.find((candidate) => candidate.id === entry.alias)
    : undefined
  const { createdAt: _createdAt, ...rest } = entry
  return { ...rest, aliasName: alias?.name ?? null }
}
