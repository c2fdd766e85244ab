import { createLazyRoute } from '@tanstack/react-router'
import { NetworkAliasesPage } from './network-aliases/NetworkAliasesPage'

export const Route = createLazyRoute('/platform/setting/network-aliases')({
  component: NetworkAliasesPage,
})
