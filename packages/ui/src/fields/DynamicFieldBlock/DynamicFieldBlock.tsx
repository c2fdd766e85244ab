import type { CountryCode, FieldFormValue, ProfileFieldValue } from '@platform/forms'
import { initialFieldValue, isBlockVisible, savedFieldValue } from '@platform/forms'
import { useId } from 'react'
import { Heading } from 'react-aria-components'
import { DynamicField, type DynamicFieldProps } from '../DynamicField/DynamicField'
import type { DynamicFieldDefinition } from '../types'
import * as styles from './DynamicFieldBlock.css'

export interface DynamicFieldBlockProps {
  /** The block's title: a subtype of the profile's configuration. */
  title: string
  /** The block's fields, in display order. */
  fields: readonly DynamicFieldDefinition[]
  /** Values by field code, in the form's shape or as saved. */
  values: Readonly<Record<string, FieldFormValue | ProfileFieldValue | undefined>>
  onChange: (code: string, value: FieldFormValue) => void
  /** The whole form is read-only, as a profile in view mode. @default false */
  isReadOnly?: boolean
  /** Errors by field code. */
  errors?: Readonly<Record<string, DynamicFieldProps['errorMessage']>>
  /** Countries of the phone fields' picker. */
  countries?: DynamicFieldProps['countries']
  /** Earliest date of the date fields, `YYYY-MM-DD`. */
  minDate?: string
  /** Latest date of the date fields, `YYYY-MM-DD`. */
  maxDate?: string
  /** Level of the block's heading. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  className?: string
}

const noCountries: readonly CountryCode[] = []

/**
 * A titled section of dynamic fields. It is not rendered at all while forms' `isBlockVisible`
 * says so: in a read-only view when none of its fields has a value.
 */
export function DynamicFieldBlock({
  title,
  fields,
  values,
  onChange,
  isReadOnly = false,
  errors,
  countries = noCountries,
  minDate,
  maxDate,
  headingLevel = 3,
  className,
}: DynamicFieldBlockProps) {
  const headingId = useId()
  const saved = Object.fromEntries(
    fields.map((field) => [
      field.code,
      savedFieldValue(field, initialFieldValue(field, values[field.code] ?? null)),
    ]),
  )
  if (!isBlockVisible(fields, saved, !isReadOnly)) return null

  return (
    <section
      aria-labelledby={headingId}
      className={[styles.block, className].filter(Boolean).join(' ')}
    >
      <Heading id={headingId} level={headingLevel} className={styles.heading}>
        {title}
      </Heading>
      {fields.map((field) => (
        <DynamicField
          key={field.code}
          field={field}
          value={values[field.code]}
          onChange={(value) => onChange(field.code, value)}
          isReadOnly={isReadOnly}
          errorMessage={errors?.[field.code]}
          countries={countries}
          minDate={minDate}
          maxDate={maxDate}
        />
      ))}
    </section>
  )
}
