import { collectErrors } from '../collect'
import type { FieldErrors, NetworkAliasInput } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateComment, validateMaxLength } from '../validators/length'
import { validateSubnetAddress } from '../validators/network'
import { validateRequired } from '../validators/required'

/**
 * The network alias modal: a name, at least one address, each a valid IP or CIDR subnet
 * with an optional comment. Errors of an address are keyed by its position (`ips.0.ip`).
 */
export function validateNetworkAlias(alias: NetworkAliasInput): FieldErrors {
  const results: Record<string, RuleResult[]> = {
    name: [validateRequired(alias.name), validateMaxLength(alias.name, limits.textMaxLength)],
    ips: [alias.ips.length === 0 ? 'errorEmpty' : undefined],
    comment: [validateComment(alias.comment)],
  }
  for (const [index, address] of alias.ips.entries()) {
    results[`ips.${index}.ip`] = [validateRequired(address.ip), validateSubnetAddress(address.ip)]
    results[`ips.${index}.comment`] = [validateComment(address.comment)]
  }
  return collectErrors(results)
}
