/**
 * How a table's rows are cut into chunks and built. Costs are counted in collection nodes (a
 * row, each of its cells, an expandable row's detail row and cell): a wide row costs more to
 * build than a narrow one.
 */
export interface RowSizing {
  /** Nodes of one row. */
  nodes: number
  /** Rows per chunk: the unit the table builds, keeps and compares. */
  chunkRows: number
}

/** A chunk holds about as many nodes as 250 rows of two cells. */
const nodesPerChunk = 750

/**
 * Nodes one background task may build while the table is still small. Each task also pays for
 * react-aria going over every node already built (its collection is copied and laid out
 * again), about a seventh of what building a node costs; so the more are built, the fewer the
 * next task adds, and every task stays under a long task (50 ms) on the machines we measured.
 * Once that pass alone costs more than a task may (a wide table of thousands of rows), more
 * tasks only repeat it: the rest is built in one.
 */
const nodesPerTask = 5250
const costOfBuiltNode = 0.15

/** The sizing of rows that have `cells` cells each (detail cells included). */
export function rowSizing(cells: number): RowSizing {
  const nodes = cells + 1
  return { nodes, chunkRows: Math.max(10, Math.round(nodesPerChunk / nodes)) }
}

/** How many chunks the next background task builds, once `builtRows` rows are built. */
export function chunksPerTask(builtRows: number, sizing: RowSizing): number {
  const left = nodesPerTask - builtRows * sizing.nodes * costOfBuiltNode
  const chunk = sizing.chunkRows * sizing.nodes
  return left < chunk ? Number.POSITIVE_INFINITY : Math.floor(left / chunk)
}

export type Chunks<T> = readonly (readonly T[])[]

/**
 * Splits rows into chunks, reusing a chunk of `previous` that holds the same rows in the same
 * order, so the rows it renders are not built again when a list is refetched.
 */
export function splitIntoChunks<T>(
  items: readonly T[],
  chunkRows: number,
  previous: Chunks<T> = [],
): Chunks<T> {
  const chunks: (readonly T[])[] = []
  for (let start = 0; start < items.length; start += chunkRows) {
    const old = previous[chunks.length]
    const end = Math.min(items.length, start + chunkRows)
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
  chunkRows: number
}): number {
  const inView = Math.ceil(options.rowsInView / options.chunkRows)
  return Math.min(options.total, Math.max(1, Math.min(options.built, options.firstChanged), inView))
}
