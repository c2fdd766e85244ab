import { collectErrors } from '../collect'
import type { FieldErrors, NetworkAliasInput, SubnetEntryInput } from '../contract'
import type { RuleResult } from '../messages'
import { validateDateOrder } from './dates'
import { validateComment, validateMaxLength } from './length'
import { validateSubnetAddress } from './network'
import { validateRequired } from './required'

/**
 * The whitelist and blacklist modal (001 §5): a subnet or IP, or a network alias in its
 * place (`errorEmpty` on `ip` when neither, `errorInvalid` when both); a malformed `ip` gives
 * `errorIp`; an expiration not later than the start gives `errorDateOrder` on `dateTo`.
 */
export function validateSubnetEntry(
  entry: Pick<SubnetEntryInput, 'ip' | 'alias' | 'dateFrom' | 'dateTo' | 'comment'>,
): FieldErrors {
  const both = Boolean(entry.ip) && Boolean(entry.alias)
  return collectErrors({
    ip: [
      entry.alias ? undefined : validateRequired(entry.ip),
      validateSubnetAddress(entry.ip),
      both ? 'errorInvalid' : undefined,
    ],
    dateTo: [validateDateOrder(entry.dateFrom, entry.dateTo)],
    comment: [validateComment(entry.comment)],
  })
}

/**
 * The network alias modal: a name of at most 255 characters, at least one address, each a
 * valid IP or subnet. Errors of an address are keyed by its position (`ips.0.ip`).
 */
export function validateNetworkAlias(alias: NetworkAliasInput): FieldErrors {
  const results: Record<string, RuleResult[]> = {
    name: [validateRequired(alias.name), validateMaxLength(alias.name, 255)],
    ips: [alias.ips.length === 0 ? 'errorEmpty' : undefined],
    comment: [validateComment(alias.comment)],
  }
  for (const [index, address] of alias.ips.entries()) {
    results[`ips.${index}.ip`] = [validateRequired(address.ip), validateSubnetAddress(address.ip)]
    results[`ips.${index}.comment`] = [validateComment(address.comment)]
  }
  return collectErrors(results)
}
