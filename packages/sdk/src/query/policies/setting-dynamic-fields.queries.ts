import { type QueryPolicies, referenceData } from '../policy'

export const queries: QueryPolicies<'setting-dynamic-fields'> = {
  // Personnel action types come from integration, not from these screens.
  searchPersonnelActionTypes: referenceData,
  // The four entity types are fixed.
  listDynamicFieldTypes: referenceData,
  // The modal edits the current state: `valueCount` decides whether a type change is flagged.
  getDynamicField: { staleTime: 0 },
}
