import { invitationLinkStatusKeys } from '../../generated/keys'
import { type AreaPolicy, askedOnce, everything, nothing } from '../policy'

export const policy: AreaPolicy<'invitation'> = {
  queries: {
    // It also pre-fills the form; refusing the invitation invalidates it.
    getInvitationLinkStatus: askedOnce,
  },
  mutations: {
    // The refreshed status (400, used) is what the page shows next: the used-link screen.
    refuseInvitation: {
      invalidates: ({ params }) => [invitationLinkStatusKeys.detail(params.path.id)],
    },
    sendInvitationCode: { invalidates: nothing },
    verifyInvitationCode: { invalidates: nothing },
    // Like completing a registration: a new account and session.
    acceptInvitation: { invalidates: everything },
  },
}
