import { TextField } from '../../TextField/TextField'
import type { FieldControlProps } from '../types'
import { commonProps } from './commonProps'

/** input and email: a one-line text input, of type `email` for an email field. */
export function TextControl(props: FieldControlProps) {
  const { field, value, onChange } = props
  return (
    <TextField
      {...commonProps(props)}
      type={field.fieldType === 'email' ? 'email' : 'text'}
      placeholder={field.placeholder ?? undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
    />
  )
}
