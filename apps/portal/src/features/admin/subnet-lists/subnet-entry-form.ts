import type { NetworkAliasOption, SubnetEntry, SubnetEntryInput } from '@platform/sdk'

/** What stands for the addresses of an entry: a subnet or IP, or a network alias. */
export type EntryTarget = 'subnet' | 'alias'

export interface SubnetEntryValues {
  target: EntryTarget
  ip: string
  alias: NetworkAliasOption | null
  /** Moments as ISO text in UTC; null: from its creation, never expires. */
  dateFrom: string | null
  dateTo: string | null
  comment: string
  enabled: boolean
}

/** The dialog's values for an entry, or for a new one (enabled, a subnet, no dates). */
export function subnetEntryValues(entry: SubnetEntry | null): SubnetEntryValues {
  return {
    target: entry?.alias ? 'alias' : 'subnet',
    ip: entry?.ip ?? '',
    alias: entry?.alias ? { id: entry.alias, name: entry.aliasName ?? '' } : null,
    dateFrom: entry?.dateFrom ?? null,
    dateTo: entry?.dateTo ?? null,
    comment: entry?.comment ?? '',
    enabled: entry?.enabled ?? true,
  }
}

/** The request: only the chosen target is sent, the other one is null. */
export function subnetEntryInput(values: SubnetEntryValues): SubnetEntryInput {
  const bySubnet = values.target === 'subnet'
  return {
    enabled: values.enabled,
    ip: bySubnet ? values.ip.trim() || null : null,
    alias: bySubnet ? null : (values.alias?.id ?? null),
    dateFrom: values.dateFrom,
    dateTo: values.dateTo,
    comment: values.comment.trim() || null,
  }
}

/**
 * The control an error key lands on: with an alias chosen, «no address» (`ip`) belongs to the
 * alias picker, which is the only address control shown.
 */
export function subnetEntryField(target: EntryTarget, key: string): string {
  return key === 'ip' && target === 'alias' ? 'alias' : key
}
