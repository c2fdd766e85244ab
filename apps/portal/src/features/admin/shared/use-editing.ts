import { useState } from 'react'

type Editing<T> = { kind: 'edit'; item: T | null } | { kind: 'delete'; item: T }

/** Which row of a table is being edited or deleted, if any: one dialog at a time. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<Editing<T> | null>(null)
  return {
    /** The item of the open create/edit dialog; null while creating; undefined: no dialog. */
    edited: editing?.kind === 'edit' ? editing.item : undefined,
    /** The item whose deletion is being confirmed. */
    deleting: editing?.kind === 'delete' ? editing.item : null,
    edit: (item: T | null) => setEditing({ kind: 'edit', item }),
    remove: (item: T) => setEditing({ kind: 'delete', item }),
    close: () => setEditing(null),
  }
}
