export { masterAccountKeys } from './keys'
export {
  allowAccessRequestMutation,
  approveAccessRequestMutation,
  createInvitationMutation,
  deleteContactContractorMutation,
  deleteInvitationMutation,
  markAccessRequestDuplicateMutation,
  rejectAccessRequestMutation,
  resendInvitationMutation,
  updateContactContractorMutation,
} from './master-account.mutations'
export {
  listIncomingAccessRequestsQuery,
  listInvitationsQuery,
  searchContractorsQuery,
} from './master-account.queries'
