import { everything, type MutationPolicies, nothing } from '../policy'

export const mutations: MutationPolicies<'registration'> = {
  // The platform mails a link.
  requestRegistrationLink: { invalidates: nothing },
  // The code's state lives in the form (`endTime`), not in the cache.
  sendRegistrationCode: { invalidates: nothing },
  verifyRegistrationCode: { invalidates: nothing },
  // The account is created and, with `signedIn: true`, a session started: every cached query
  // was answered for nobody. The link's status keeps its data ('static'), so a guard that
  // shows the page while it has data does not flicker.
  completeRegistration: { invalidates: everything },
}
