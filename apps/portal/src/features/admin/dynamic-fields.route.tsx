import { createLazyRoute } from '@tanstack/react-router'
import { DynamicFieldsPage } from './dynamic-fields/DynamicFieldsPage'

export const Route = createLazyRoute('/platform/setting/options/users/dynamic-fields/$type')({
  component: DynamicFieldsPage,
})
