import { createLazyRoute } from '@tanstack/react-router'
import { SchemesPage } from './auth-schemes/SchemesPage'

export const Route = createLazyRoute('/platform/setting/authentication-schemas')({
  component: SchemesPage,
})
