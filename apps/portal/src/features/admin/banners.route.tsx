import { createLazyRoute } from '@tanstack/react-router'
import { BannersPage } from './banners/BannersPage'

export const Route = createLazyRoute('/platform/setting/banners')({
  component: BannersPage,
})
