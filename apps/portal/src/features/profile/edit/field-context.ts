import type { CountryCode, FieldItem } from '@platform/sdk'
import type { UseFormReturn } from 'react-hook-form'
import type { ContactList } from '../model/fields'
import type { ProfileFormValues } from '../model/form-values'

/** What the editable fields need besides their configuration. */
export interface FieldContext {
  form: UseFormReturn<ProfileFormValues>
  countries: readonly CountryCode[]
  /** Translated choices of the built-in choice members (gender, messengers, locale). */
  items: Record<string, FieldItem[]>
  /** Set for a directory account: its name is read-only with this note. */
  directoryNote?: string
  /** The latest birth date, `YYYY-MM-DD`. */
  today: string
  /**
   * Titles of the main mobile and email fields when the form has them: the main entry of that
   * contact list then follows the field and is not edited in the list.
   */
  follows: Partial<Record<ContactList, string>>
  /** The saved main mobile and email, for lists whose main field the form lacks. */
  savedMain: Record<ContactList, string | null>
  /** Translates the message keys of a field's error. */
  errorText: (error: unknown) => string | undefined
}
