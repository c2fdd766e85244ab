import { createLazyRoute } from '@tanstack/react-router'
import { TabDetailsPage } from './dynamic-fields/TabDetailsPage'

export const Route = createLazyRoute(
  '/platform/setting/options/users/dynamic-fields/$type/details/$tab',
)({
  component: TabDetailsPage,
})
