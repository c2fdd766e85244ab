import type { ReactNode } from 'react'
import {
  SwitchField as RACSwitchField,
  type SwitchFieldProps as RACSwitchFieldProps,
  SwitchButton,
} from 'react-aria-components'
import { choiceButton, choiceRoot } from '../private/choice.css'
import { FieldHelp, type FieldTextProps } from '../private/Field'
import { withClassName } from '../private/withClassName'
import * as styles from './Switch.css'

export interface SwitchProps
  extends Omit<RACSwitchFieldProps, 'children'>,
    Omit<FieldTextProps, 'label'> {
  /** The label: the whole of it toggles the switch. */
  children: ReactNode
}

/**
 * An on/off switch for settings that apply at once (a `switch` role for screen readers). A host
 * that must confirm the change first keeps it controlled: `isSelected` plus `onChange`.
 */
export function Switch({
  children,
  description,
  errorMessage,
  className,
  validationBehavior = 'aria',
  ...props
}: SwitchProps) {
  return (
    <RACSwitchField
      {...props}
      validationBehavior={validationBehavior}
      className={withClassName(choiceRoot, className)}
    >
      <SwitchButton className={choiceButton}>
        <span className={styles.track}>
          <span className={styles.knobStyle} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      <div className={styles.help}>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </div>
    </RACSwitchField>
  )
}
