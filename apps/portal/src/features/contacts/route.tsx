import { createLazyRoute } from '@tanstack/react-router'
import { RouteError } from '../../shell/RouteError'
import { ContactsPage } from './ContactsPage'

export const Route = createLazyRoute('/profile/profile/contacts')({
  component: ContactsPage,
  errorComponent: RouteError,
})
