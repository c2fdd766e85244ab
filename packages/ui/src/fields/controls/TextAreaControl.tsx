import { TextArea } from '../../TextArea/TextArea'
import type { FieldControlProps } from '../types'
import { commonProps } from './commonProps'

/** textarea: a multi-line text input. */
export function TextAreaControl(props: FieldControlProps) {
  const { field, value, onChange } = props
  return (
    <TextArea
      {...commonProps(props)}
      placeholder={field.placeholder ?? undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
    />
  )
}
