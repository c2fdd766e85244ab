import type {
  DynamicField,
  DynamicFieldSubtype,
  DynamicFieldTab,
  DynamicFieldTypeOption,
  PersonnelActionTypeOption,
} from '@platform/sdk'

/**
 * Owned by the dynamic-fields area. Tabs hold their subtypes and fields; the profile area
 * builds the profile page (configure) from the `users` tabs, `users_main` first.
 */
export interface DynamicFieldsState {
  types: DynamicFieldTypeOption[]
  tabs: DynamicFieldTab[]
  /** The personnel action types subtypes can be tied to. */
  personnelActionTypes: PersonnelActionTypeOption[]
}

export interface FieldPlace {
  tab: DynamicFieldTab
  subtype: DynamicFieldSubtype
  field: DynamicField
}

export interface SubtypePlace {
  tab: DynamicFieldTab
  subtype: DynamicFieldSubtype
}

export function findSubtype(state: DynamicFieldsState, id: string): SubtypePlace | undefined {
  for (const tab of state.tabs) {
    const subtype = tab.subtypes.find((candidate) => candidate.id === id)
    if (subtype) return { tab, subtype }
  }
  return undefined
}

export function findField(state: DynamicFieldsState, id: string): FieldPlace | undefined {
  for (const tab of state.tabs) {
    for (const subtype of tab.subtypes) {
      const field = subtype.fields.find((candidate) => candidate.id === id)
      if (field) return { tab, subtype, field }
    }
  }
  return undefined
}
