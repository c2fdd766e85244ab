import type { ReactNode } from 'react'
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components'
import { choiceOptions, type choiceOrientations } from '../private/choice.css'
import { FieldHelp, FieldLabel, type FieldTextProps } from '../private/Field'
import { field } from '../private/Field.css'
import { withClassName } from '../private/withClassName'

export interface CheckboxGroupProps
  extends Omit<RACCheckboxGroupProps, 'children'>,
    FieldTextProps {
  /** The `Checkbox`es of the group, each with a `value`. */
  children: ReactNode
  /** @default 'vertical' */
  orientation?: (typeof choiceOrientations)[number]
}

/**
 * A labelled group of checkboxes with one description and one error for the whole group;
 * screen readers hear the group's name when focus enters it.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  validationBehavior = 'aria',
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      validationBehavior={validationBehavior}
      className={withClassName(field, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={choiceOptions({ orientation })}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACCheckboxGroup>
  )
}
