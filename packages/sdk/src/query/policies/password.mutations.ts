import { type MutationPolicies, nothing } from '../policy'

export const mutations: MutationPolicies<'password'> = {
  // The platform mails a link (or, for an unknown address, nothing).
  requestPasswordLink: { invalidates: nothing },
  // The link is used up, but its status is left alone on purpose: the page shows its success
  // state in place, and a refetched status (400, used) would replace it with the used-link
  // screen.
  setNewPassword: { invalidates: nothing },
  setEntryPassword: { invalidates: nothing },
}
