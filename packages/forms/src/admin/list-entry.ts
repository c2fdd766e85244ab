import { collectErrors } from '../collect'
import type { FieldErrors, SubnetEntryInput } from '../contract'
import { validateDateOrder } from '../validators/dates'
import { validateComment } from '../validators/length'
import { validateSubnetAddress } from '../validators/network'
import { validateRequired } from '../validators/required'

/**
 * The whitelist and blacklist modal: a subnet or IP, or a network alias in its place
 * (`errorEmpty` on `ip` when neither, `errorInvalid` when both); a malformed `ip` gives
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
