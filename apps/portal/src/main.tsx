import '@platform/ui/themes.css'
import '@platform/ui/reset.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { activateLocale, initialLocale, prepareFormats } from './i18n/activate'
import { preloadCookieNotice } from './layouts/parts/CookieNotice'
import { createPlatform } from './platform/client'
import { createPortalRouter, startFirstLoad } from './routes/router'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element.')

const platform = createPlatform()
const router = createPortalRouter(platform)
// Nothing waits for what it does not need: the texts, the startup calls and the page's chunks
// all start now, side by side. React renders once the texts are there (a failure to load them
// renders too: the startup error screen offers the retry).
const locale = initialLocale()
const texts = activateLocale(locale)
startFirstLoad(router)
// In tasks of their own, while the requests above are on the network.
setTimeout(preloadCookieNotice)
setTimeout(() => prepareFormats(locale))
texts
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App platform={platform} router={router} />
      </StrictMode>,
    ),
  )
