/** Rows per chunk: the unit the table builds, keeps and compares. */
export const chunkSize = 250

/**
 * Rows one background task may build while the table is still small. Each task also pays for
 * react-aria going over every row already built (its collection is copied and laid out again),
 * about a seventh of what building a row costs; so the more rows are built, the fewer the next
 * task adds, and every task stays under a long task (50 ms) on the machines we measured.
 */
const rowsPerTask = 1750
const costOfBuiltRow = 0.15

/** How many chunks the next background task builds, once `builtRows` rows are built. */
export function chunksPerTask(builtRows: number): number {
  return Math.max(1, Math.floor((rowsPerTask - builtRows * costOfBuiltRow) / chunkSize))
}

export type Chunks<T> = readonly (readonly T[])[]

/**
 * Splits rows into chunks of `chunkSize`, reusing a chunk of `previous` that holds the same rows
 * in the same order, so the rows it renders are not built again when a list is refetched.
 */
export function splitIntoChunks<T>(items: readonly T[], previous: Chunks<T> = []): Chunks<T> {
  const chunks: (readonly T[])[] = []
  for (let start = 0; start < items.length; start += chunkSize) {
    const index = chunks.length
    const old = previous[index]
    const end = Math.min(items.length, start + chunkSize)
    const same =
      old?.length === end - start && old.every((item, offset) => item === items[start + offset])
    chunks.push(same && old ? old : items.slice(start, end))
  }
  return chunks
}

/** The index of the first chunk that differs between two splits (the length when none does). */
export function firstChangedChunk<T>(previous: Chunks<T>, next: Chunks<T>): number {
  const shared = Math.min(previous.length, next.length)
  for (let index = 0; index < shared; index += 1) {
    if (previous[index] !== next[index]) return index
  }
  return shared
}

/**
 * How many chunks to build before the first paint after the rows change: every chunk that is
 * already built and unchanged (cheap, its rows are kept), and at least the chunks down to the
 * bottom of what the person sees, so nothing visible is ever left blank.
 */
export function chunksToBuild(options: {
  total: number
  built: number
  firstChanged: number
  rowsInView: number
}): number {
  const inView = Math.ceil(options.rowsInView / chunkSize)
  return Math.min(options.total, Math.max(1, Math.min(options.built, options.firstChanged), inView))
}
