import { describe, expect, it } from 'vitest'
import {
  chunksPerTask,
  chunksToBuild,
  firstChangedChunk,
  rowSizing,
  splitIntoChunks,
} from './progressive-rows'

const rows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ id: from + index }))

const size = 250

describe('progressive rows', () => {
  it('splits rows into chunks and keeps a chunk whose rows are the same objects', () => {
    const items = rows(size * 2 + 3)
    const first = splitIntoChunks(items, size)
    expect(first.map((chunk) => chunk.length)).toEqual([size, size, 3])

    const again = splitIntoChunks([...items], size, first)
    expect(again[0]).toBe(first[0])
    expect(again[2]).toBe(first[2])
    expect(firstChangedChunk(first, again)).toBe(3)
  })

  it('builds anew from the first chunk whose rows changed', () => {
    const items = rows(size * 3)
    const first = splitIntoChunks(items, size)
    const edited = [...items]
    edited[size + 7] = { id: -1 }
    const next = splitIntoChunks(edited, size, first)
    expect(next[0]).toBe(first[0])
    expect(next[1]).not.toBe(first[1])
    expect(firstChangedChunk(first, next)).toBe(1)
  })

  it('sees appended rows (the next page of a long list) as a change of the last chunk only', () => {
    const items = rows(size + 10)
    const first = splitIntoChunks(items, size)
    const next = splitIntoChunks([...items, ...rows(20, items.length)], size, first)
    expect(next[0]).toBe(first[0])
    expect(firstChangedChunk(first, next)).toBe(1)
  })

  it('builds at least one chunk, the unchanged ones, and every chunk down to what is seen', () => {
    const build = (built: number, firstChanged: number, rowsInView: number, total = 20) =>
      chunksToBuild({ total, built, firstChanged, rowsInView, chunkRows: size })
    expect(build(0, 0, 0)).toBe(1)
    expect(build(12, 5, 10)).toBe(5)
    expect(build(12, 0, size * 3 + 1)).toBe(4)
    expect(build(0, 0, size * 9, 2)).toBe(2)
    expect(build(3, 0, 40, 0)).toBe(0)
  })

  it('cuts wide rows into shorter chunks, so a chunk costs the same whatever the columns', () => {
    const narrow = rowSizing(2)
    const wide = rowSizing(8)
    expect(narrow.chunkRows * narrow.nodes).toBeCloseTo(wide.chunkRows * wide.nodes, -2)
    expect(wide.chunkRows).toBeLessThan(narrow.chunkRows)
  })

  it('adds fewer rows per task as more are built, then the rest at once', () => {
    const sizing = rowSizing(2)
    const counts = [0, 2_000, 5_000, 10_000].map((built) => chunksPerTask(built, sizing))
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(counts[0]).toBeGreaterThan(counts[3] ?? 0)
    expect(counts[3]).toBeGreaterThanOrEqual(1)
    // Going over what is built costs a whole task: more tasks would only repeat it.
    expect(chunksPerTask(50_000, sizing)).toBe(Number.POSITIVE_INFINITY)
    expect(chunksPerTask(5_000, rowSizing(8))).toBe(Number.POSITIVE_INFINITY)
  })
})
