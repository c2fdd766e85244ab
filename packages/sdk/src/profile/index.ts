export { profileKeys } from './keys'
export {
  deleteAllSessionsMutation,
  deleteProfileMutation,
  deleteSessionMutation,
  leaveCompanyMutation,
  updateProfileMutation,
  updateProfilePasswordMutation,
  updateSubscriptionsMutation,
  uploadAvatarMutation,
} from './profile.mutations'
export {
  getAvatarQuery,
  getProfileConfigureQuery,
  getProfileDetailsQuery,
  getProfileQuery,
  listCompaniesQuery,
  listContactContractorsQuery,
  listContactsQuery,
  listProfileHistoryQuery,
  listSessionsQuery,
  listSubscriptionsQuery,
} from './profile.queries'
