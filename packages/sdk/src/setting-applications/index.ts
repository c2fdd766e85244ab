export { applicationKeys } from './keys'
export {
  createApplicationMutation,
  deleteApplicationMutation,
  deleteApplicationSessionMutation,
  deleteApplicationSessionsMutation,
  regenerateClientSecretMutation,
  reorderApplicationsMutation,
  updateApplicationMutation,
} from './setting-applications.mutations'
export {
  filterMethodsQuery,
  getApplicationQuery,
  getClientSecretQuery,
  listApplicationSessionsQuery,
  listApplicationsQuery,
  searchRoleMethodsQuery,
} from './setting-applications.queries'
