import { createLazyRoute } from '@tanstack/react-router'
import { ProvidersPage } from './providers/ProvidersPage'

export const Route = createLazyRoute('/platform/setting/providers')({
  component: ProvidersPage,
})
