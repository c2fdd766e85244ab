import { createLazyRoute } from '@tanstack/react-router'
import { LawPage } from './LawPage'

export const Route = createLazyRoute('/law/law/$code')({ component: LawPage })
