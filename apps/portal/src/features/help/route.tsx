import { createLazyRoute } from '@tanstack/react-router'
import { HelpPage } from './HelpPage'

export const Route = createLazyRoute('/auth/help/$app')({ component: HelpPage })
