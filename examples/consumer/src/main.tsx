import '@platform/ui/styles.css'
import { createPlatformClient } from '@platform/sdk'
import { PlatformProvider } from '@platform/sdk/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

// The platform's API base is this app's configuration: the sandbox on another origin here.
const client = createPlatformClient({
  baseUrl: import.meta.env.VITE_PLATFORM_API_URL ?? 'http://127.0.0.1:4020/api/v1',
  locale: () => 'ru',
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

createRoot(root).render(
  <StrictMode>
    <PlatformProvider client={client}>
      <App />
    </PlatformProvider>
  </StrictMode>,
)
