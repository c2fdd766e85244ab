export { authSchemeKeys } from './keys'
export {
  createAuthSchemeMutation,
  deleteAuthSchemeMutation,
  reorderAuthSchemesMutation,
  setAuthSchemeActiveMutation,
  updateAuthSchemeMutation,
} from './setting-auth-schemas.mutations'
export { listAuthFlowsQuery, listAuthSchemesQuery } from './setting-auth-schemas.queries'
