import { createLazyRoute } from '@tanstack/react-router'
import { LanguagesPage } from './languages/LanguagesPage'

export const Route = createLazyRoute('/platform/setting/locales')({
  component: LanguagesPage,
})
