import { createLazyRoute } from '@tanstack/react-router'
import { RouteError } from '../../../shell/RouteError'
import { SubscriptionsPage } from './SubscriptionsPage'

export const Route = createLazyRoute('/profile/profile/subscriptions')({
  component: SubscriptionsPage,
  errorComponent: RouteError,
})
