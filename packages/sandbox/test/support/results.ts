// Readers of a call's result, for every test of the sandbox.
import type { PlatformResult } from '@platform/sdk'

/** The data of a success; a failure throws with its status and body. */
export function data<T>(result: PlatformResult<T>): T {
  if (result.ok) return result.data
  throw new Error(`${result.error.status}: ${JSON.stringify(result.error.body)}`)
}

/** The status and error body of a failure; a success throws. */
export function failure<T>(result: PlatformResult<T>) {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`)
  return { status: result.error.status, body: result.error.body }
}
