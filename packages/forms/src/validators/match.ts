import type { RuleResult } from '../messages'

/** A repeated value (repeat password): `errorMatch` when it differs from the first one. */
export function validateMatch(
  value: string | null | undefined,
  first: string | null | undefined,
): RuleResult {
  return (value ?? '') === (first ?? '') ? undefined : 'errorMatch'
}
