import { createLazyRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from './ForgotPasswordPage'

export const Route = createLazyRoute('/auth/password')({ component: ForgotPasswordPage })
