import type { NetworkAlias, NetworkAliasInput } from '@platform/sdk'

export interface NetworkAliasValues {
  name: string
  /** One row per address, in the order the administrator gave them. */
  ips: { ip: string; comment: string }[]
  comment: string
}

/** The dialog's values for an alias, or for a new one with one empty address row. */
export function networkAliasValues(alias: NetworkAlias | null): NetworkAliasValues {
  return {
    name: alias?.name ?? '',
    ips: alias?.ips.map((entry) => ({ ip: entry.ip, comment: entry.comment ?? '' })) ?? [
      { ip: '', comment: '' },
    ],
    comment: alias?.comment ?? '',
  }
}

/** The request: texts trimmed, empty comments as null; rows keep their positions. */
export function networkAliasInput(values: NetworkAliasValues): NetworkAliasInput {
  return {
    name: values.name.trim(),
    ips: values.ips.map((entry) => ({
      ip: entry.ip.trim(),
      comment: entry.comment.trim() || null,
    })),
    comment: values.comment.trim() || null,
  }
}
