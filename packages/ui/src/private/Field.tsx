import type { ReactNode } from 'react'
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components'
import * as styles from './Field.css'
import { ErrorIcon } from './FieldIcons'

/** The texts every field shows around its control. */
export interface FieldTextProps {
  /** The visible label. Every field has one. */
  label: ReactNode
  /** A hint under the control, tied to it by `aria-describedby`. */
  description?: ReactNode
  /**
   * The error shown while the field is invalid, tied to the control by `aria-describedby`.
   * Without it, react-aria's own validation message is shown.
   */
  errorMessage?: string | ((validation: ValidationResult) => string)
}

/** The label of a field; react-aria ties it to the control through context. */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode
  isRequired?: boolean
}) {
  return (
    <Label className={styles.label}>
      {children}
      {/* The control itself carries aria-required; the star is for the eye only. */}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  )
}

function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null || children === '') return null
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  )
}

/** Shown only while the field is invalid; an icon marks it besides the colour. */
function FieldErrorMessage({ children }: { children?: FieldTextProps['errorMessage'] }) {
  return (
    <FieldError className={styles.errorMessage}>
      {(validation) => (
        <>
          <ErrorIcon className={styles.icon} />
          <span>
            {typeof children === 'function'
              ? children(validation)
              : children || validation.validationErrors.join(' ')}
          </span>
        </>
      )}
    </FieldError>
  )
}

/** Description and error message, in the order every field shows them. */
export function FieldHelp({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  )
}
