import { createLazyRoute } from '@tanstack/react-router'
import { NotifyMethodsPage } from './notify-methods/NotifyMethodsPage'

export const Route = createLazyRoute('/platform/setting/notify-methods')({
  component: NotifyMethodsPage,
})
