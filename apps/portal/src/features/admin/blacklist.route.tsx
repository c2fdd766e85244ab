import { createLazyRoute } from '@tanstack/react-router'
import { SubnetListPage } from './subnet-lists/SubnetListPage'

export const Route = createLazyRoute('/platform/setting/blacklist')({
  component: () => <SubnetListPage kind="blacklist" />,
})
