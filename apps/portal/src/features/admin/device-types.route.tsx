import { createLazyRoute } from '@tanstack/react-router'
import { DeviceTypesPage } from './device-types/DeviceTypesPage'

export const Route = createLazyRoute('/platform/setting/devices-types')({
  component: DeviceTypesPage,
})
