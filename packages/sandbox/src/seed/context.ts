import type { Random } from './random'

export interface SeedContext {
  random: Random
  /** The sandbox's clock when it was created: seeded dates are relative to it. */
  now: Date
}
