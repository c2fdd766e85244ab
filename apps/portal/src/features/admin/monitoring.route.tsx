import { createLazyRoute } from '@tanstack/react-router'
import { MonitoringPage } from './monitoring/MonitoringPage'

export const Route = createLazyRoute('/platform/setting/monitoring')({
  component: MonitoringPage,
})
