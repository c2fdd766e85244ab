import { type ContextType, useContext, useState } from 'react'
import { FormValidationContext } from 'react-aria-components'

type FormErrors = ContextType<typeof FormValidationContext>

/**
 * The server errors a `<Form validationErrors>` holds for `name`, until the person edits the
 * field: what react-aria's own fields do, for the parts of a dynamic field that are not one
 * react-aria field (a phone, a list of values). The second item marks the field edited.
 */
export function useFormErrors(name: string | undefined): [string | undefined, () => void] {
  const errors = useContext(FormValidationContext)
  const [editedWith, setEditedWith] = useState<FormErrors | null>(null)
  const own = name !== undefined && editedWith !== errors ? errors[name] : undefined
  const text = own === undefined ? '' : [own].flat().join(' ')
  return [text || undefined, () => setEditedWith(errors)]
}
