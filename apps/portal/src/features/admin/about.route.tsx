import { createLazyRoute } from '@tanstack/react-router'
import { AboutPage } from './about/AboutPage'

export const Route = createLazyRoute('/platform/setting/about')({
  component: AboutPage,
})
