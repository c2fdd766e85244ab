import { createLazyRoute } from '@tanstack/react-router'
import { RegistrationPage } from './RegistrationPage'

export const Route = createLazyRoute('/auth/registration')({ component: RegistrationPage })
