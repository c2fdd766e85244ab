import '@platform/ui'
import '@platform/ui/reset.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { activateLocale, initialLocale } from './i18n/activate'
import { createPlatform } from './platform/client'
import { createPortalRouter } from './routes/router'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element.')

const platform = createPlatform()
const router = createPortalRouter(platform)
await activateLocale(initialLocale())
createRoot(container).render(
  <StrictMode>
    <App platform={platform} router={router} />
  </StrictMode>,
)
