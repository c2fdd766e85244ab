import { createLazyRoute } from '@tanstack/react-router'
import { RouteError } from '../../shell/RouteError'
import { AccessRequestsPage } from './AccessRequestsPage'

export const Route = createLazyRoute('/accesses/accesses/requests/access')({
  component: AccessRequestsPage,
  errorComponent: RouteError,
})
