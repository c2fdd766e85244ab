import { safeOwnPath } from '@platform/forms'
import type { IdAttribute } from '@platform/sdk'

/**
 * Query parameters every page keeps: `ref`, the back link to the service the person
 * came from, and `id`, the identification attribute chosen for sign-in; plus `from`, the page
 * a signed-out person wanted before being sent to sign in.
 */
export interface KeptSearch {
  ref?: string
  id?: IdAttribute
  from?: string
}

const idAttributes: readonly string[] = ['login', 'email', 'mobile']

/** Keeps only well-formed values; anything else in the address bar is dropped. */
export function validateKeptSearch(search: Record<string, unknown>): KeptSearch {
  const kept: KeptSearch = {}
  if (typeof search.ref === 'string' && search.ref.length <= 2048) kept.ref = search.ref
  if (typeof search.id === 'string' && idAttributes.includes(search.id)) {
    kept.id = search.id as IdAttribute
  }
  // Only a path of this portal: never a full URL (that is what `ref` is for).
  const from = safeOwnPath(search.from)
  if (from) kept.from = from
  return kept
}
