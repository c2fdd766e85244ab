import { createLazyRoute } from '@tanstack/react-router'
import { LoginPage } from './LoginPage'

export const Route = createLazyRoute('/login')({ component: LoginPage })
