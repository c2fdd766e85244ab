import { useCallback } from 'react'
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form'
import { isEqualValue } from '../profile/equal'

/** Unsaved changes of a form and the way back. */
export interface UnsavedChanges {
  /** The form differs from its initial values. */
  isDirty: boolean
  /** Restores the initial values (and clears errors). */
  cancel: () => void
}

/**
 * Dirty tracking: unsaved changes are found by comparing the form with `initial`,
 * the values it was loaded with, and `cancel` restores them. After a save, reset the form
 * with the saved values and pass them as the new `initial`.
 */
export function useUnsavedChanges<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'control' | 'reset'>,
  initial: T,
): UnsavedChanges {
  const current = useWatch({ control: form.control })
  const cancel = useCallback(() => form.reset(initial), [form, initial])
  return { isDirty: !isEqualValue(current, initial), cancel }
}
