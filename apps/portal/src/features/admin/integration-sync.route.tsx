import { createLazyRoute } from '@tanstack/react-router'
import { IntegrationSyncPage } from './integration/IntegrationSyncPage'

export const Route = createLazyRoute('/platform/setting/integration-synchronization')({
  component: IntegrationSyncPage,
})
