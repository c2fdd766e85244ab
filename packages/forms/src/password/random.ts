/**
 * Fills an array with random 32-bit values, as `crypto.getRandomValues` does (which takes no
 * array over shared memory).
 */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => Uint32Array

const cryptoSource: RandomSource = (array) => globalThis.crypto.getRandomValues(array)

// One reusable cell: draws are synchronous, so no two callers share it at once.
const draw = new Uint32Array(1)

/**
 * A uniformly random integer from 0 to `size - 1`. Values at or above the largest multiple
 * of `size` below 2^32 are drawn again, so no index is more likely than another (no modulo
 * bias).
 */
export function randomIndex(size: number, source: RandomSource = cryptoSource): number {
  const limit = 2 ** 32 - (2 ** 32 % size)
  for (;;) {
    for (const value of source(draw)) if (value < limit) return value % size
  }
}

/** A uniformly random permutation of `items` (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], source: RandomSource = cryptoSource): T[] {
  const result = [...items]
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomIndex(index + 1, source)
    ;[result[index], result[other]] = [result[other] as T, result[index] as T]
  }
  return result
}
