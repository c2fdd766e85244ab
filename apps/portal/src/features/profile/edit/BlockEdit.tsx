import { Card } from '@platform/ui'
import type { PlacedField } from '../model/fields'
import * as styles from './BlockEdit.css'
import { FieldControl } from './FieldControl'
import type { FieldContext } from './field-context'

/** A block of the profile in edit mode: the controls of its fields. */
export function BlockEdit({
  title,
  fields,
  context,
}: {
  title: string
  fields: readonly PlacedField[]
  context: FieldContext
}) {
  return (
    <Card title={title} headingLevel={2}>
      <div className={styles.fields}>
        {fields.map((placed) => (
          <FieldControl key={placed.config.code} placed={placed} context={context} />
        ))}
      </div>
    </Card>
  )
}
