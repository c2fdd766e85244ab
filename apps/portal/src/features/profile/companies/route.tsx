import { createLazyRoute } from '@tanstack/react-router'
import { RouteError } from '../../../shell/RouteError'
import { CompaniesPage } from './CompaniesPage'

export const Route = createLazyRoute('/profile/profile/companies')({
  component: CompaniesPage,
  errorComponent: RouteError,
})
