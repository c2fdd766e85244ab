import { createLazyRoute } from '@tanstack/react-router'
import { ApplicationsPage } from './applications/ApplicationsPage'

export const Route = createLazyRoute('/platform/setting/applications')({
  component: ApplicationsPage,
})
