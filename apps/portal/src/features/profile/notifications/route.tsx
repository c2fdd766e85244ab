import { createLazyRoute } from '@tanstack/react-router'
import { RouteError } from '../../../shell/RouteError'
import { NotificationsPage } from './NotificationsPage'

export const Route = createLazyRoute('/profile/profile/notifications')({
  component: NotificationsPage,
  errorComponent: RouteError,
})
