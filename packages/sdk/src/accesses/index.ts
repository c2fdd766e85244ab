export {
  createAccessRequestsMutation,
  withdrawAccessRequestMutation,
} from './accesses.mutations'
export { listAccessRequestsQuery, listAvailableRolesQuery } from './accesses.queries'
export { accessesKeys } from './keys'
