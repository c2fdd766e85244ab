import { createLazyRoute } from '@tanstack/react-router'
import { RouteError } from '../../../shell/RouteError'
import { SessionsPage } from './SessionsPage'

export const Route = createLazyRoute('/profile/profile/sessions')({
  component: SessionsPage,
  errorComponent: RouteError,
})
