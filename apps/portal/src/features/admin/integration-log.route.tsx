import { createLazyRoute } from '@tanstack/react-router'
import { IntegrationLogPage } from './integration/IntegrationLogPage'

export const Route = createLazyRoute('/platform/setting/integration-monitoring')({
  component: IntegrationLogPage,
})
