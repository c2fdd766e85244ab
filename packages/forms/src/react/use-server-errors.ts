import { useCallback, useEffect } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import type { FieldErrors, PlatformErrorLike } from '../contract'
import {
  type FieldErrorOptions,
  type MirrorPair,
  passwordMirror,
} from '../server-errors/field-errors'
import { fieldErrorsOf } from '../server-errors/platform-error'
import { applyFieldErrors, errorKeys, type FormApi } from './apply-field-errors'

/** How {@link useServerErrors} reads a failed call. */
export interface ServerErrorOptions extends FieldErrorOptions {
  /**
   * Turns the error into errors per field, for forms with their own mapping (the approval
   * form passes `(error) => approvalFieldErrors(error, action)`).
   * @default the `errorList` mapped with `mirror` and `rename`
   */
  toFieldErrors?: (error: PlatformErrorLike) => FieldErrors
}

function dropMismatch<T extends FieldValues>(form: FormApi<T>, field: string): void {
  const name = field as FieldPath<T>
  const keys = errorKeys(form.getFieldState(name).error)
  if (!keys.includes('errorMatch')) return
  const kept = keys.filter((key) => key !== 'errorMatch')
  form.clearErrors(name)
  if (kept.length > 0) applyFieldErrors(form, { [field]: kept as FieldErrors[string] })
}

/**
 * Applies a failed call's errors to a react-hook-form form, so server errors appear on their
 * fields: answers a function that takes the `PlatformError`, sets every field error
 * (a password error mirrored onto its repetition and the reverse) and returns the errors it
 * set, empty when the error had none, so the caller shows a general message instead. While
 * mounted it also clears `errorMatch` from both fields of each mirrored pair as soon as their
 * values become equal.
 */
export function useServerErrors<T extends FieldValues>(
  form: FormApi<T>,
  options: ServerErrorOptions = {},
): (error: PlatformErrorLike) => FieldErrors {
  const { mirror = passwordMirror, rename = {}, toFieldErrors } = options
  // Compared by content, so options written inline do not resubscribe on every render.
  const mapping = JSON.stringify({ mirror, rename })

  useEffect(() => {
    const { mirror: pairs } = JSON.parse(mapping) as { mirror: MirrorPair[] }
    const subscription = form.watch((values) => {
      const current: Record<string, unknown> = values
      for (const [first, second] of pairs) {
        if (current[first] !== current[second]) continue
        dropMismatch(form, first)
        dropMismatch(form, second)
      }
    })
    return () => subscription.unsubscribe()
  }, [form, mapping])

  return useCallback(
    (error: PlatformErrorLike) => {
      const errors = toFieldErrors
        ? toFieldErrors(error)
        : fieldErrorsOf(error, JSON.parse(mapping) as FieldErrorOptions)
      applyFieldErrors(form, errors)
      return errors
    },
    [form, mapping, toFieldErrors],
  )
}
