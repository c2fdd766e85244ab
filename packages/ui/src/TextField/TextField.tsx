import {
  composeRenderProps,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import * as styles from '../private/Field.css'
import { input } from './TextField.css'

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  /** Shown inside the empty input; never instead of the label. */
  placeholder?: string
}

/**
 * A one-line text input with its label, description and error message. Validation defaults to
 * `aria`: errors (a server's too) are shown and announced without blocking submit.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      validationBehavior={validationBehavior}
      className={composeRenderProps(className, (own) =>
        [styles.field, own].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  )
}
