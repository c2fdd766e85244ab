import type { OperationQuery } from '../client'

const all = ['setting', 'dynamicFields'] as const

/** Tabs, subtypes and fields: any change of one invalidates the tab trees that show it. */
export const dynamicFieldKeys = {
  all,
  types: () => [...all, 'types'] as const,
  tabLists: () => [...all, 'tabs'] as const,
  tabs: (type: string) => [...all, 'tabs', type] as const,
  tabTrees: () => [...all, 'tab'] as const,
  tab: (tab: string) => [...all, 'tab', tab] as const,
  fields: () => [...all, 'field'] as const,
  field: (id: string) => [...all, 'field', id] as const,
  personnelActionTypes: (
    query: OperationQuery<'/platform/setting/personnel-actions-types/search', 'get'>,
  ) => [...all, 'personnelActionTypes', query] as const,
}
