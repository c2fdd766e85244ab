import { type FieldErrors, fieldErrorsOf } from '@platform/forms'
import { applyFieldErrors, useServerErrors, useSingleSubmit } from '@platform/forms/react'
import { isPlatformError } from '@platform/sdk'
import type { RefObject } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { isSetAside, useKeptSave } from '../../../shell/use-kept-save'
import { focusFirstInvalid } from './focus'
import { useNotify } from './notify'
import type { AdminSnackbar } from './snackbars'

export interface FormSaveOptions<Values extends FieldValues, Input, Result> {
  form: UseFormReturn<Values>
  formRef: RefObject<HTMLFormElement | null>
  toInput: (values: Values) => Input
  /** The form's rules from `@platform/forms`, the same the platform runs. */
  validate: (input: Input) => FieldErrors
  /** Sends the input. */
  save: (input: Input) => Promise<Result>
  /** The snackbar keys of each outcome. */
  keys: { saved: AdminSnackbar; failed: AdminSnackbar }
  /** After a save, with the call's answer: usually closes the dialog. */
  onSaved: (result: Result) => void
  /** The form field an error key of the input lands on (`firstFactor.0.id` → `first`). */
  fieldOf?: (key: string) => string
  /**
   * Whether a success makes the values the form's new baseline. A call that saves nothing (a
   * check) leaves the values unsaved, so leaving still asks. @default true
   */
  resetsForm?: boolean
}

function remap(errors: FieldErrors, fieldOf: ((key: string) => string) | undefined): FieldErrors {
  if (!fieldOf) return errors
  const mapped: Record<string, FieldErrors[string]> = {}
  for (const [key, keys] of Object.entries(errors)) {
    const field = fieldOf(key)
    mapped[field] = [...new Set([...(mapped[field] ?? []), ...keys])]
  }
  return mapped
}

/**
 * The submit of an administration form: the form's own rules first, then the call; the
 * server's `errorList` marks the fields and focus goes to the first invalid one. A second
 * submit is skipped from the first click to the answer (`useSingleSubmit`); a session that
 * ends under the changes asks for a sign-in over the page and saves after it (`useKeptSave`;
 * someone else signing in puts the form back as it was loaded).
 */
export function useFormSave<Values extends FieldValues, Input, Result>(
  options: FormSaveOptions<Values, Input, Result>,
) {
  const { form, formRef, keys, fieldOf } = options
  const notify = useNotify()
  const applyServerErrors = useServerErrors(form, {
    mirror: [],
    toFieldErrors: (error) => remap(fieldErrorsOf(error), fieldOf),
  })
  const { isDirty } = form.formState
  const kept = useKeptSave({ isDirty, onDiscard: () => form.reset() })
  const single = useSingleSubmit()

  const submit = single.guard(
    form.handleSubmit(async (values) => {
      const input = options.toInput(values)
      const errors = remap(options.validate(input), fieldOf)
      if (Object.keys(errors).length > 0) {
        applyFieldErrors(form, errors)
        focusFirstInvalid(formRef.current)
        return
      }
      try {
        const result = await kept(() => options.save(input))
        notify.success(keys.saved)
        // Saved: the values are the new baseline, so closing asks nothing.
        if (options.resetsForm ?? true) form.reset(values)
        options.onSaved(result)
      } catch (error) {
        if (isSetAside(error)) return
        notify.failure(keys.failed, error)
        if (isPlatformError(error)) applyServerErrors(error)
        focusFirstInvalid(formRef.current)
      }
    }),
  )
  const isPending = single.isPending

  /** The props of the ResourceDialog that show this form's state. */
  const dialog = { isDirty, isPending, onSubmit: submit, formRef }
  return { submit, isPending, dialog }
}
