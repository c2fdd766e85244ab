import type { Handlers } from '../../contract'
import { contractorsHandlers } from './contractors'
import { invitationsHandlers } from './invitations'
import { requestsHandlers } from './requests'

/** Master users' operations; each answers 403 to a session that is not a master user's. */
export const masterAccountHandlers = {
  ...requestsHandlers,
  ...contractorsHandlers,
  ...invitationsHandlers,
} satisfies Partial<Handlers>
