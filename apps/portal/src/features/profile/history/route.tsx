import { createLazyRoute } from '@tanstack/react-router'
import { RouteError } from '../../../shell/RouteError'
import { HistoryPage } from './HistoryPage'

export const Route = createLazyRoute('/profile/profile/history')({
  component: HistoryPage,
  errorComponent: RouteError,
})
