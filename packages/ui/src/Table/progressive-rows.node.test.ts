import { describe, expect, it } from 'vitest'
import {
  chunkSize,
  chunksPerTask,
  chunksToBuild,
  firstChangedChunk,
  splitIntoChunks,
} from './progressive-rows'

const rows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ id: from + index }))

describe('progressive rows', () => {
  it('splits rows into chunks and keeps a chunk whose rows are the same objects', () => {
    const items = rows(chunkSize * 2 + 3)
    const first = splitIntoChunks(items)
    expect(first.map((chunk) => chunk.length)).toEqual([chunkSize, chunkSize, 3])

    const refetched = [...items]
    const again = splitIntoChunks(refetched, first)
    expect(again[0]).toBe(first[0])
    expect(again[2]).toBe(first[2])
    expect(firstChangedChunk(first, again)).toBe(3)
  })

  it('builds anew from the first chunk whose rows changed', () => {
    const items = rows(chunkSize * 3)
    const first = splitIntoChunks(items)
    const edited = [...items]
    edited[chunkSize + 7] = { id: -1 }
    const next = splitIntoChunks(edited, first)
    expect(next[0]).toBe(first[0])
    expect(next[1]).not.toBe(first[1])
    expect(firstChangedChunk(first, next)).toBe(1)
  })

  it('sees appended rows (the next page of a long list) as a change of the last chunk only', () => {
    const items = rows(chunkSize + 10)
    const first = splitIntoChunks(items)
    const next = splitIntoChunks([...items, ...rows(20, items.length)], first)
    expect(next[0]).toBe(first[0])
    expect(firstChangedChunk(first, next)).toBe(1)
  })

  it('builds at least one chunk, the unchanged ones, and every chunk down to what is seen', () => {
    expect(chunksToBuild({ total: 20, built: 0, firstChanged: 0, rowsInView: 0 })).toBe(1)
    expect(chunksToBuild({ total: 20, built: 12, firstChanged: 5, rowsInView: 10 })).toBe(5)
    expect(
      chunksToBuild({ total: 20, built: 12, firstChanged: 0, rowsInView: chunkSize * 3 + 1 }),
    ).toBe(4)
    expect(chunksToBuild({ total: 2, built: 0, firstChanged: 0, rowsInView: chunkSize * 9 })).toBe(
      2,
    )
    expect(chunksToBuild({ total: 0, built: 3, firstChanged: 0, rowsInView: 40 })).toBe(0)
  })

  it('adds fewer rows per task as more are built, and always at least one chunk', () => {
    const sizes = [0, 2_000, 5_000, 10_000, 50_000].map(chunksPerTask)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    expect(sizes[0]).toBeGreaterThan(sizes[3] ?? 0)
    expect(sizes.at(-1)).toBe(1)
  })
})
