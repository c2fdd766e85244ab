import { createLazyRoute } from '@tanstack/react-router'
import { DiagnosticsPage } from './diagnostics/DiagnosticsPage'

export const Route = createLazyRoute('/platform/setting/diagnostics')({
  component: DiagnosticsPage,
})
