import type { FieldControlProps } from '../types'

/** The props every field of the kit takes alike, from a control's props. */
export function commonProps({
  label,
  description,
  name,
  isReadOnly,
  isDisabled,
  isRequired,
  errorMessage,
}: FieldControlProps) {
  return {
    label,
    description,
    name,
    isReadOnly,
    isDisabled,
    isRequired,
    errorMessage,
    // Left unset without a message, so the form's own server errors still show.
    isInvalid: errorMessage ? true : undefined,
  }
}
