import type { BrowserContext } from 'playwright'
import type { Build } from './first-load.d.mts'

export interface LoadRounds {
  /** The longest chain of requests, the document included. */
  roundTrips: number
  /** The longest chain of JavaScript chunks. */
  moduleRounds: number
  /** How many requests were sent. */
  requests: number
}

export interface StackTrace {
  callFrames: { url: string }[]
  parent?: StackTrace
}

export interface SentRequest {
  url: string
  initiator: { type: string; url?: string; stack?: StackTrace }
}

export declare function countRounds(
  build: Build,
  base: string,
  requests: readonly SentRequest[],
): LoadRounds
/** A request with the moment it was sent, in ms since the epoch. */
export interface TimedRequest extends SentRequest {
  sentAt: number
}

export declare function sentUntil(requests: readonly TimedRequest[], moment: number): SentRequest[]
export declare function measureRounds(
  context: BrowserContext,
  build: Build,
  url: string,
  usable: string,
): Promise<LoadRounds>
