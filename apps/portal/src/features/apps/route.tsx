import { createLazyRoute } from '@tanstack/react-router'
import { AppsPage } from './AppsPage'

export const Route = createLazyRoute('/auth/apps')({ component: AppsPage })
