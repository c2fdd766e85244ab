import { createLazyRoute } from '@tanstack/react-router'
import { PlatformSettingsPage } from './settings/PlatformSettingsPage'

export const Route = createLazyRoute('/platform/setting/options')({
  component: PlatformSettingsPage,
})
