import { createLazyRoute } from '@tanstack/react-router'
import { DomainsPage } from './domains/DomainsPage'

export const Route = createLazyRoute('/platform/setting/domains')({
  component: DomainsPage,
})
