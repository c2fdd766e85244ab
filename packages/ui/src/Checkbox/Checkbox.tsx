import type { ReactNode } from 'react'
import {
  CheckboxButton,
  CheckboxField as RACCheckboxField,
  type CheckboxFieldProps as RACCheckboxFieldProps,
} from 'react-aria-components'
import { choiceButton, choiceRoot } from '../private/choice.css'
import { FieldHelp, type FieldTextProps } from '../private/Field'
import { CheckIcon, DashIcon } from '../private/FieldIcons'
import { withClassName } from '../private/withClassName'
import * as styles from './Checkbox.css'

export interface CheckboxProps
  extends Omit<RACCheckboxFieldProps, 'children'>,
    Omit<FieldTextProps, 'label'> {
  /** The label: the whole of it toggles the box. */
  children: ReactNode
}

/**
 * A checkbox with its label, description and error message. Alone it validates itself (e.g. an
 * agreement that must be accepted); inside a CheckboxGroup the group shows the error.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  validationBehavior = 'aria',
  ...props
}: CheckboxProps) {
  return (
    <RACCheckboxField
      {...props}
      validationBehavior={validationBehavior}
      className={withClassName(choiceRoot, className)}
    >
      {({ isIndeterminate }) => (
        <>
          <CheckboxButton className={choiceButton}>
            <span className={styles.indicator}>
              {isIndeterminate ? <DashIcon /> : <CheckIcon />}
            </span>
            <span>{children}</span>
          </CheckboxButton>
          <div className={styles.help}>
            <FieldHelp description={description} errorMessage={errorMessage} />
          </div>
        </>
      )}
    </RACCheckboxField>
  )
}
