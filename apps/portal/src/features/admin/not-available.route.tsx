import { createLazyRoute } from '@tanstack/react-router'
import { NotAvailablePage } from './not-available/NotAvailablePage'

export const Route = createLazyRoute('/platform/setting/$section')({
  component: NotAvailablePage,
})
