import { createLazyRoute } from '@tanstack/react-router'
import { LicensePage } from './license/LicensePage'

export const Route = createLazyRoute('/platform/setting/license')({
  component: LicensePage,
})
