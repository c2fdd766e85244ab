/**
 * Deep equality of form values (plain objects, arrays, strings, numbers, booleans, null).
 * Unsaved changes are found by comparing a form with its initial values.
 */
export function isEqualValue(first: unknown, second: unknown): boolean {
  if (Object.is(first, second)) return true
  if (typeof first !== 'object' || typeof second !== 'object' || !first || !second) return false
  if (Array.isArray(first) !== Array.isArray(second)) return false
  const firstKeys = Object.keys(first)
  const secondKeys = Object.keys(second)
  if (firstKeys.length !== secondKeys.length) return false
  return firstKeys.every(
    (key) =>
      Object.hasOwn(second, key) &&
      isEqualValue(
        (first as Record<string, unknown>)[key],
        (second as Record<string, unknown>)[key],
      ),
  )
}
