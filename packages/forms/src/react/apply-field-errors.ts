import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import type { FieldErrors } from '../contract'

/** The part of a react-hook-form form the bindings use. */
export type FormApi<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'setError' | 'clearErrors' | 'getFieldState' | 'watch'
>

/**
 * The message keys of a field's error. A field error holds its first key as `message` and
 * every key in `types`, so a screen can show one message or all of them.
 */
export function errorKeys(error: { message?: string; types?: object } | undefined): string[] {
  if (!error) return []
  const keys = Object.keys(error.types ?? {})
  return keys.length > 0 ? keys : error.message ? [error.message] : []
}

/**
 * Sets errors per field on a react-hook-form form with `setError`, keyed by field name
 * (`companies.0.inn` paths included), and focuses the first field with an error.
 */
export function applyFieldErrors<T extends FieldValues>(
  form: Pick<FormApi<T>, 'setError'>,
  errors: FieldErrors,
): void {
  for (const [index, [field, keys]] of Object.entries(errors).entries()) {
    form.setError(
      field as FieldPath<T>,
      {
        type: 'server',
        message: keys[0],
        types: Object.fromEntries(keys.map((key) => [key, key])),
      },
      { shouldFocus: index === 0 },
    )
  }
}
