import { keepPreviousData, type QueryKey, type StaleTime } from '@tanstack/react-query'
import type { MutationOperations, QueryOperations } from '../generated/catalog'

/**
 * How long a query's answer is trusted and kept. Left out, the client's defaults apply
 * (`createPlatformQueryClient`: 30 s fresh, retried only without an answer).
 */
export interface CachePolicy {
  staleTime?: StaleTime
  gcTime?: number
  /** `false`: the error is the answer (a link's status), so it is asked once. */
  retry?: false
  /** `keepPreviousData`: a list keeps its rows while the next page or filter loads. */
  placeholderData?: typeof keepPreviousData
}

/** A query's policy; one that takes a query may also rewrite it before it is sent and keyed. */
type QueryPolicy<Query> = CachePolicy &
  ([Query] extends [never] ? unknown : { request?: (query: Query) => Query })

/** What a mutation makes stale: the keys to invalidate after it succeeds. */
export interface MutationPolicy<Variables, Data> {
  invalidates: (variables: Variables, data: Data) => readonly QueryKey[]
}

type IdsOf<Catalog, Area> = {
  [Id in keyof Catalog]: Catalog[Id] extends { area: Area } ? Id : never
}[keyof Catalog]

/**
 * The cache policies of an area's queries, keyed by operationId; a query left out gets the
 * client's defaults.
 */
export type QueryPolicies<Area extends string> = {
  [Id in IdsOf<QueryOperations, Area>]?: QueryPolicy<QueryOperations[Id]['query']>
}

/**
 * What each of an area's mutations invalidates, keyed by operationId: every mutation has an
 * entry, so a new one does not compile until it says (nothing is written `nothing`).
 */
export type MutationPolicies<Area extends string> = {
  [Id in IdsOf<MutationOperations, Area>]: MutationPolicy<
    MutationOperations[Id]['variables'],
    MutationOperations[Id]['data']
  >
}

/** A mutation that changes nothing any query shows. */
export const nothing = (): readonly QueryKey[] => []

/** A new session or none: every cached answer was given to someone else. */
export const everything = (): readonly QueryKey[] => [[]]

/**
 * How long reference data stays fresh: five minutes (a literal, not `5 * 60_000`: bundlers keep
 * top-level arithmetic, and with it every table, in builds that use none of them).
 */
export const referenceTime = 300_000

/** Reference data: administration invalidates it when it changes it. */
export const referenceData = { staleTime: referenceTime } satisfies CachePolicy

/** A list whose rows stay on screen while the next page, sort, filter or search loads. */
export const pagedList = { placeholderData: keepPreviousData } satisfies CachePolicy

/**
 * A guard's check of a link: its error is the answer (the link error screens), so it is asked
 * once, and 'static' keeps it through an invalidate-all (after sign-up the link is used).
 */
export const askedOnce = { retry: false, staleTime: 'static' } satisfies CachePolicy

/** Fetched at each use and dropped when nobody reads it: a secret, a file, a recomputation. */
export const neverKept = { staleTime: 0, gcTime: 0 } satisfies CachePolicy
