import { createLazyRoute } from '@tanstack/react-router'
import { RouteError } from '../../shell/RouteError'
import { PersonalPage } from './PersonalPage'

export const Route = createLazyRoute('/profile/profile/personal')({
  component: PersonalPage,
  errorComponent: RouteError,
})
