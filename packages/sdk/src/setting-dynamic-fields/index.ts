export { dynamicFieldKeys } from './keys'
export {
  createDynamicFieldMutation,
  createDynamicFieldSubtypeMutation,
  deleteDynamicFieldMutation,
  deleteDynamicFieldSubtypeMutation,
  deleteDynamicFieldSubtypesMutation,
  reorderDynamicFieldSubtypesMutation,
  reorderDynamicFieldTabsMutation,
  setDynamicFieldActiveMutation,
  setDynamicFieldSubtypeActiveMutation,
  setDynamicFieldTabActiveMutation,
  updateDynamicFieldMutation,
  updateDynamicFieldSubtypeMutation,
} from './setting-dynamic-fields.mutations'
export {
  getDynamicFieldQuery,
  getDynamicFieldTabQuery,
  listDynamicFieldTabsQuery,
  listDynamicFieldTypesQuery,
  searchPersonnelActionTypesQuery,
} from './setting-dynamic-fields.queries'
