import '@platform/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, activateLocale, createPortalRouter, defaultLocale } from './index'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element.')

const router = createPortalRouter()
await activateLocale(defaultLocale)
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
)
