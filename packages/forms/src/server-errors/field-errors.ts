import type { FieldErrors, MessageCode } from '../contract'
import { isMessageKey, type MessageKey } from '../messages'

/** Two fields whose errors are shown on both (a password and its repetition). */
export type MirrorPair = readonly [string, string]

/** How a server's `errorList` becomes errors per form field. */
export interface FieldErrorOptions {
  /**
   * Field pairs whose errors are mirrored onto each other. The password change form names
   * its repetition `rePassword`: pass `[['password', 'rePassword']]` there.
   * @default [['password', 'repeatPassword']]
   */
  mirror?: readonly MirrorPair[]
  /** Server keys that name a different form field (`{ organization: 'contractorId' }`). */
  rename?: Readonly<Record<string, string>>
}

/** The mirrored pair of the registration, invitation and password restore forms. */
export const passwordMirror: readonly MirrorPair[] = [['password', 'repeatPassword']]

type ErrorMap = Map<string, MessageKey[]>

function add(errors: ErrorMap, field: string, keys: readonly MessageKey[]): void {
  if (keys.length === 0) return
  errors.set(field, [...new Set([...(errors.get(field) ?? []), ...keys])])
}

/**
 * Turns an `errorList` into errors per form field: every field it names is
 * kept (renamed when `rename` says so), each pair of `mirror` shows the errors of either
 * field on both, and a code this version does not know becomes `errorInvalid`, so the portal
 * always has a key it translates.
 */
export function mapFieldErrors(
  errorList: FieldErrors | null | undefined,
  options: FieldErrorOptions = {},
): FieldErrors {
  const { mirror = passwordMirror, rename = {} } = options
  const errors: ErrorMap = new Map()
  for (const [key, codes] of Object.entries(errorList ?? {})) {
    const known = codes.map((code: string) => (isMessageKey(code) ? code : 'errorInvalid'))
    add(errors, Object.hasOwn(rename, key) ? (rename[key] as string) : key, known)
  }
  const given = new Map(errors)
  for (const [first, second] of mirror) {
    add(errors, second, given.get(first) ?? [])
    add(errors, first, given.get(second) ?? [])
  }
  // fromEntries keeps a field named like an Object member (`__proto__`) as a plain key.
  return Object.fromEntries(errors)
}

/**
 * A mismatch clears when the two values become equal: drops `errorMatch` from both
 * fields of `pair` when their values are equal, and drops fields left without errors.
 */
export function clearMismatch(
  errors: FieldErrors,
  values: Readonly<Record<string, unknown>>,
  pair: MirrorPair,
): FieldErrors {
  const [first, second] = pair
  if (values[first] !== values[second]) return errors
  const kept = Object.entries(errors).map(([field, codes]): [string, MessageCode[]] =>
    field === first || field === second
      ? [field, codes.filter((code) => code !== 'errorMatch')]
      : [field, codes],
  )
  return Object.fromEntries(kept.filter(([, codes]) => codes.length > 0))
}
