import { type RefObject, startTransition, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import {
  type Chunks,
  chunksPerTask,
  chunksToBuild,
  firstChangedChunk,
  type RowSizing,
  splitIntoChunks,
} from './progressive-rows'

interface Progress<T> {
  items: readonly T[]
  chunks: Chunks<T>
  built: number
}

/** The rows from the top of the list down to the bottom of the visible area, at `rowHeight`. */
function rowsInView(element: HTMLElement | null, rowHeight: number): number {
  if (!element) return 0
  const hiddenAbove = Math.max(0, -element.getBoundingClientRect().top)
  return Math.ceil((element.scrollTop + hiddenAbove + window.innerHeight) / rowHeight)
}

/** The longest wait for an idle moment, in ms: the rows keep coming on a page never idle. */
const idleTimeout = 100

/**
 * Runs `task` once the browser has nothing more urgent to do: input, rendering, the page's own
 * work, and a test's wait for React's pending updates (`act`), which then sees the first screen
 * as a person does rather than waiting for all the rows. A page that is never idle still gets
 * the task within `idleTimeout` ms; a browser without idle callbacks runs it as the next task.
 * Returns its cancellation.
 */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: idleTimeout })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task)
  return () => clearTimeout(timer)
}

/**
 * The chunks of rows to hand to the table. react-aria builds its collection from every row it
 * is given, and 10,000 rows take hundreds of milliseconds in one task; so the first paint gets
 * the rows the person can see, and the rest follow in idle tasks, each a transition that input
 * can interrupt. Chunks already built for unchanged rows are kept.
 */
export function useProgressiveRows<T>(
  items: readonly T[],
  scrollRef: RefObject<HTMLElement | null>,
  rowHeight: number,
  sizing: RowSizing,
): {
  chunks: Chunks<T>
  complete: boolean
  /** Builds every row now; false when they all were already. For keys that jump to the end. */
  finish: () => boolean
} {
  const [progress, setProgress] = useState<Progress<T>>(() => {
    const chunks = splitIntoChunks(items, sizing.chunkRows)
    return { items, chunks, built: Math.min(1, chunks.length) }
  })
  let current = progress
  if (progress.items !== items) {
    const chunks = splitIntoChunks(items, sizing.chunkRows, progress.chunks)
    const built = chunksToBuild({
      total: chunks.length,
      built: progress.built,
      firstChanged: firstChangedChunk(progress.chunks, chunks),
      rowsInView: rowsInView(scrollRef.current, rowHeight),
      chunkRows: sizing.chunkRows,
    })
    current = { items, chunks, built }
    setProgress(current)
  }

  useEffect(() => {
    if (progress.built >= progress.chunks.length) return
    return whenIdle(() =>
      startTransition(() =>
        setProgress((latest) =>
          latest.chunks === progress.chunks
            ? {
                ...latest,
                built: Math.min(
                  latest.chunks.length,
                  latest.built + chunksPerTask(latest.built * sizing.chunkRows, sizing),
                ),
              }
            : latest,
        ),
      ),
    )
  }, [progress, sizing])

  const complete = current.built >= current.chunks.length
  const finish = () => {
    if (complete) return false
    flushSync(() => setProgress((latest) => ({ ...latest, built: latest.chunks.length })))
    return true
  }
  return {
    chunks: complete ? current.chunks : current.chunks.slice(0, current.built),
    complete,
    finish,
  }
}
