export {
  acceptInvitationMutation,
  refuseInvitationMutation,
  sendInvitationCodeMutation,
  verifyInvitationCodeMutation,
} from './invitation.mutations'
export { getInvitationLinkStatusQuery } from './invitation.queries'
export { invitationKeys } from './keys'
