import type { ReactNode } from 'react'
import {
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
  Text,
} from 'react-aria-components'
import { choiceButton, choiceOptions, choiceRoot } from '../private/choice.css'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import { field } from '../private/Field.css'
import { withClassName } from '../private/withClassName'
import * as styles from './RadioGroup.css'

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldTextProps {
  /** The `Radio`s of the group. */
  children: ReactNode
}

/**
 * A labelled group of mutually exclusive options: one tab stop, arrow keys move and select.
 * The group carries the description and the error.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  validationBehavior = 'aria',
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      validationBehavior={validationBehavior}
      className={withClassName(field, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={choiceOptions({ orientation: props.orientation ?? 'vertical' })}>
        {children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  )
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The label of the option. */
  children: ReactNode
  /** A hint under this option, tied to its radio button. */
  description?: ReactNode
}

/** One option of a RadioGroup. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={withClassName(choiceRoot, className)}>
      <RadioButton className={choiceButton}>
        <span className={styles.indicator} />
        <span>{children}</span>
      </RadioButton>
      {description && (
        <Text slot="description" className={styles.radioDescription}>
          {description}
        </Text>
      )}
    </RadioField>
  )
}
