import { createLazyRoute } from '@tanstack/react-router'
import { RouteError } from '../../shell/RouteError'
import { InvitationsPage } from './InvitationsPage'

export const Route = createLazyRoute('/accesses/accesses/invitations')({
  component: InvitationsPage,
  errorComponent: RouteError,
})
