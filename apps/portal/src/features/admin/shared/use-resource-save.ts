import type { FieldErrors } from '@platform/forms'
import type { RefObject } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { AdminSnackbar } from './snackbars'
import { useFormSave } from './use-form-save'

export interface ResourceSaveOptions<Values extends FieldValues, Input, Created = unknown> {
  form: UseFormReturn<Values>
  formRef: RefObject<HTMLFormElement | null>
  /** The saved entity's id: update mode; none: create mode. */
  id: string | undefined
  toInput: (values: Values) => Input
  /** The form's rules from `@platform/forms`, the same the platform runs. */
  validate: (input: Input) => FieldErrors
  create: (input: Input) => Promise<Created>
  update: (id: string, input: Input) => Promise<unknown>
  /** The snackbar keys of each outcome. */
  keys: {
    created: AdminSnackbar
    createError: AdminSnackbar
    updated: AdminSnackbar
    updateError: AdminSnackbar
  }
  /** After a save, with the create call's answer in create mode: usually closes the dialog. */
  onSaved: (created: Created | undefined) => void
  /** The form field an error key of the input lands on (`firstFactor.0.id` → `first`). */
  fieldOf?: (key: string) => string
}

/**
 * The submit of a create/edit dialog: create or update by the presence of an id, with the
 * rules, server errors, focus and single submit of {@link useFormSave}.
 */
export function useResourceSave<Values extends FieldValues, Input, Created = unknown>(
  options: ResourceSaveOptions<Values, Input, Created>,
) {
  const { id, keys } = options
  return useFormSave<Values, Input, Created | undefined>({
    ...options,
    save: (input) => (id ? options.update(id, input).then(() => undefined) : options.create(input)),
    keys: id
      ? { saved: keys.updated, failed: keys.updateError }
      : { saved: keys.created, failed: keys.createError },
  })
}
