import { useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import type { ReactNode } from 'react'
import { VisuallyHidden } from 'react-aria-components'
import * as admin from './admin.css'
import * as styles from './form.css'

interface FormEntriesProps {
  /** The entries (react-hook-form's `fields`), each kept by its `id`. */
  entries: readonly { id: string }[]
  /** What entry number n is called, its fieldset's legend: «Соглашение 2». */
  legendOf: (number: number) => string
  /** The fields of the entry at `index`. */
  children: (index: number) => ReactNode
  /** More actions of an entry, before its remove button. */
  actionsOf?: (index: number) => ReactNode
  /** Removes an entry; without it (read-only) nothing can be removed or added. */
  onRemove?: (index: number) => void
  /** Whether the entry may go (e.g. not the last language). @default always */
  canRemove?: (index: number) => boolean
  /** Adds an entry. */
  onAdd?: () => void
  addLabel: string
}

/**
 * The entries of a list in a form (clients, languages, agreements, links): a fieldset each,
 * named by its legend, with its actions and a remove button that says which entry it removes,
 * then the button that adds one.
 */
export function FormEntries({
  entries,
  legendOf,
  children,
  actionsOf,
  onRemove,
  canRemove = () => true,
  onAdd,
  addLabel,
}: FormEntriesProps) {
  const { t } = useLingui()
  return (
    <>
      {entries.map((entry, index) => {
        const legend = legendOf(index + 1)
        return (
          <fieldset key={entry.id} className={styles.fieldset}>
            <legend className={styles.legend}>{legend}</legend>
            {children(index)}
            <div className={admin.row}>
              {actionsOf?.(index)}
              {onRemove && (
                <Button
                  variant="quiet"
                  isDisabled={!canRemove(index)}
                  onPress={() => onRemove(index)}
                >
                  {t`Удалить`}
                  <VisuallyHidden>: {legend}</VisuallyHidden>
                </Button>
              )}
            </div>
          </fieldset>
        )
      })}
      {onAdd && (
        <div>
          <Button variant="secondary" onPress={onAdd}>
            {addLabel}
          </Button>
        </div>
      )}
    </>
  )
}
