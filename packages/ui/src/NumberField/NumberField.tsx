import {
  Button,
  composeRenderProps,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import * as fieldStyles from '../private/Field.css'
import { DashIcon, PlusIcon } from '../private/FieldIcons'
import * as styles from './NumberField.css'

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldTextProps {
  placeholder?: string
}

/**
 * A number input with stepper buttons. Numbers are parsed and formatted in the locale of
 * react-aria's I18nProvider; arrow keys, Page Up/Down, Home and End step the value.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  validationBehavior = 'aria',
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      validationBehavior={validationBehavior}
      className={composeRenderProps(className, (own) =>
        [fieldStyles.field, own].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.box} ${styles.group}`}>
        <Button slot="decrement" className={fieldStyles.fieldButton}>
          <DashIcon />
        </Button>
        <Input className={`${fieldStyles.boxInput} ${styles.input}`} placeholder={placeholder} />
        <Button slot="increment" className={fieldStyles.fieldButton}>
          <PlusIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  )
}
