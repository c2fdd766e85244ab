import { createLazyRoute } from '@tanstack/react-router'
import { UsersSettingsPage } from './settings/UsersSettingsPage'

export const Route = createLazyRoute('/platform/setting/options/users')({
  component: UsersSettingsPage,
})
