import type {
  AuthScheme,
  AuthSchemeFactor,
  AuthSchemeFlow,
  AuthSchemeInput,
  FieldErrors,
} from '@platform/sdk'
import { collectErrors } from '../collect'
import type { RuleResult } from '../messages'
import { validateComment, validateMaxLength } from '../validators/length'
import { validateClientCredential } from '../validators/mask'
import { validateRequired } from '../validators/required'

const nameMaxLength = 255

type Flows = readonly Pick<AuthSchemeFlow, 'id' | 'active'>[]

function checkFactor(
  key: 'firstFactor' | 'secondFactor',
  factors: readonly AuthSchemeFactor[],
  flows: Flows | undefined,
  add: (key: string, result: RuleResult) => void,
): void {
  const seen = new Set<string>()
  factors.forEach((factor, index) => {
    const flow = flows?.find((each) => each.id === factor.id)
    // A flow listed twice, one the platform does not know, or an inactive one switched on.
    const unknown = flows !== undefined && !flow
    const inactive = factor.enabled && flow !== undefined && !flow.active
    add(
      `${key}.${index}.id`,
      seen.has(factor.id) || unknown || inactive ? 'errorInvalid' : undefined,
    )
    seen.add(factor.id)
  })
}

/**
 * The authentication scheme form: a name, a code of letters, digits, `_` and `-`, a comment
 * of at most 255 characters, at least one enabled flow in the first factor, and a second
 * factor that never repeats an enabled flow of the first. With the platform's `flows`, a flow
 * it does not know or an inactive one switched on is refused too. Code uniqueness and the
 * base-scheme rules are the platform's checks.
 */
export function validateAuthScheme(
  input: Pick<AuthSchemeInput, 'name' | 'code' | 'comment' | 'firstFactor' | 'secondFactor'>,
  flows?: Flows,
): FieldErrors {
  const results: Record<string, RuleResult[]> = {
    name: [validateRequired(input.name) ?? validateMaxLength(input.name, nameMaxLength)],
    code: [validateRequired(input.code) ?? validateClientCredential(input.code)],
    comment: [validateComment(input.comment)],
    firstFactor: [input.firstFactor.some((factor) => factor.enabled) ? undefined : 'errorEmpty'],
  }
  const add = (key: string, result: RuleResult) => {
    results[key] = [...(results[key] ?? []), result]
  }
  checkFactor('firstFactor', input.firstFactor, flows, add)
  checkFactor('secondFactor', input.secondFactor, flows, add)
  const first = new Set(input.firstFactor.filter((f) => f.enabled).map((f) => f.id))
  input.secondFactor.forEach((factor, index) => {
    if (factor.enabled && first.has(factor.id)) add(`secondFactor.${index}.id`, 'errorInvalid')
  })
  return collectErrors(results)
}

/** Why a scheme cannot be switched off or deleted. */
export type SchemeBlocker = 'hasUsers' | 'tooFewSchemes' | 'baseScheme'

/**
 * Every reason that keeps an active scheme on: people sign in with it, fewer than two schemes
 * exist, or it is the base scheme. Empty when it may be switched off (an inactive one always
 * may be switched on), so the screen can say which of them holds.
 */
export function schemeBlockers(
  scheme: Pick<AuthScheme, 'active' | 'base' | 'usersCount'>,
  schemeCount: number,
): SchemeBlocker[] {
  if (!scheme.active) return []
  const blockers: SchemeBlocker[] = []
  if (scheme.usersCount > 0) blockers.push('hasUsers')
  if (schemeCount < 2) blockers.push('tooFewSchemes')
  if (scheme.base) blockers.push('baseScheme')
  return blockers
}
