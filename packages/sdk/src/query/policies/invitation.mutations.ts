import { invitationLinkStatusKeys } from '../../generated/keys'
import { everything, type MutationPolicies, nothing } from '../policy'

export const mutations: MutationPolicies<'invitation'> = {
  // The refreshed status (400, used) is what the page shows next: the used-link screen.
  refuseInvitation: {
    invalidates: ({ params }) => [invitationLinkStatusKeys.detail(params.path.id)],
  },
  sendInvitationCode: { invalidates: nothing },
  verifyInvitationCode: { invalidates: nothing },
  // Like completing a registration: a new account and session.
  acceptInvitation: { invalidates: everything },
}
