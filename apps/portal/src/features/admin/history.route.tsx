import { createLazyRoute } from '@tanstack/react-router'
import { HistoryPage } from './history/HistoryPage'

export const Route = createLazyRoute('/platform/setting/history')({
  component: HistoryPage,
})
