import { useMemo } from 'react'

/** A row of a list whose contract names it by another member than `id`. */
export type Keyed<T> = T & { id: string }

/**
 * The rows with the `id` the kit's Table keys them by, taken from the member that names them
 * (a check's key, an application's code); one array per answer, so the table keeps its rows.
 */
export function useKeyed<T>(rows: readonly T[] | undefined, idOf: (row: T) => string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `idOf` names a member, it never changes
  return useMemo(() => (rows ?? []).map((row) => ({ ...row, id: idOf(row) })), [rows])
}
