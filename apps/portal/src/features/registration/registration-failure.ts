import { isPlatformError } from '@platform/sdk'

/**
 * How a failed registration request reads: `fields` with an `errorList` or
 * `termsRequired` ('Registration error', check the fields, fields marked); `plain` for any
 * other answer of the platform ('Registration error'); `unknown` without a usable answer
 * (contact the administrator).
 */
export type RegistrationFailure = 'fields' | 'plain' | 'unknown'

export function registrationFailure(error: unknown): RegistrationFailure {
  if (!isPlatformError(error)) return 'unknown'
  const { errorList, termsRequired } = error.body ?? {}
  if (Object.keys(errorList ?? {}).length > 0 || (termsRequired?.length ?? 0) > 0) return 'fields'
  return error.kind === 'network' || error.kind === 'server' || error.kind === 'unexpected'
    ? 'unknown'
    : 'plain'
}
