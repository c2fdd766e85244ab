import { type FieldErrors, fieldErrorsOf } from '@platform/forms'
import { applyFieldErrors, useServerErrors } from '@platform/forms/react'
import { isPlatformError } from '@platform/sdk'
import { type RefObject, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { focusFirstInvalid } from './focus'
import { useNotify } from './notify'
import type { AdminSnackbar } from './snackbars'

export interface ResourceSaveOptions<Values extends FieldValues, Input> {
  form: UseFormReturn<Values>
  formRef: RefObject<HTMLFormElement | null>
  /** The saved entity's id: update mode; none: create mode. */
  id: string | undefined
  toInput: (values: Values) => Input
  /** The form's rules from `@platform/forms`, the same the platform runs. */
  validate: (input: Input) => FieldErrors
  create: (input: Input) => Promise<unknown>
  update: (id: string, input: Input) => Promise<unknown>
  /** The snackbar keys of each outcome. */
  keys: {
    created: AdminSnackbar
    createError: AdminSnackbar
    updated: AdminSnackbar
    updateError: AdminSnackbar
  }
  /** After a save: usually closes the dialog. */
  onSaved: () => void
  /** The form field an error key of the input lands on (`firstFactor.0.id` → `first`). */
  fieldOf?: (key: string) => string
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
 * The submit of a create/edit dialog: the form's own rules first, then create or update by the
 * presence of an id; the server's `errorList` marks the fields and focus goes to the first
 * invalid one; a second submit while one runs is skipped.
 */
export function useResourceSave<Values extends FieldValues, Input>(
  options: ResourceSaveOptions<Values, Input>,
) {
  const { form, formRef, id, keys } = options
  const notify = useNotify()
  const { fieldOf } = options
  const applyServerErrors = useServerErrors(form, {
    mirror: [],
    toFieldErrors: (error) => remap(fieldErrorsOf(error), fieldOf),
  })
  const [isPending, setPending] = useState(false)

  const submit = form.handleSubmit(async (values) => {
    if (isPending) return
    const input = options.toInput(values)
    const errors = remap(options.validate(input), fieldOf)
    if (Object.keys(errors).length > 0) {
      applyFieldErrors(form, errors)
      focusFirstInvalid(formRef.current)
      return
    }
    setPending(true)
    try {
      if (id) await options.update(id, input)
      else await options.create(input)
      notify.success(id ? keys.updated : keys.created)
      // Saved: the values are the new baseline, so closing asks nothing.
      form.reset(values)
      options.onSaved()
    } catch (error) {
      notify.failure(id ? keys.updateError : keys.createError, error)
      if (isPlatformError(error)) applyServerErrors(error)
      focusFirstInvalid(formRef.current)
    } finally {
      setPending(false)
    }
  })

  /** The props of the ResourceDialog that show this form's state. */
  const dialog = { isDirty: form.formState.isDirty, isPending, onSubmit: submit, formRef }
  return { submit, isPending, dialog }
}
