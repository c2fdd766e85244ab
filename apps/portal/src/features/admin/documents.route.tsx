import { createLazyRoute } from '@tanstack/react-router'
import { DocumentsPage } from './documents/DocumentsPage'

export const Route = createLazyRoute('/platform/setting/documents')({
  component: DocumentsPage,
})
