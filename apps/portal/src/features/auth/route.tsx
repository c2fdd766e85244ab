import { createLazyRoute } from '@tanstack/react-router'
import { LoginPage } from './LoginPage'

export const Route = createLazyRoute('/auth/login')({ component: LoginPage })
