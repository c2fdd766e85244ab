import type { QueryPolicies } from '../policy'

/** The most users one look-up may ask for, the contract's bound of `limit`. */
const userSearchLimit = 50

export const queries: QueryPolicies<'setting-settings'> = {
  // A look-up by ids without its own `limit` asks for as many users as it names, at most 50,
  // as the contract requires; a picker with more selected users asks in chunks.
  searchUserContacts: {
    request: (query) =>
      query.ids?.length && query.limit === undefined
        ? { ...query, limit: Math.min(query.ids.length, userSearchLimit) }
        : query,
  },
}
