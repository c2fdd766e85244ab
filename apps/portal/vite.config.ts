import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite'

const port = Number(process.env.PORT ?? 4173)

/**
 * `PLATFORM_API_URL=https://host/api/v1` sends the portal's `/api/v1` calls to a real
 * platform. The base is runtime configuration of the server, never baked into the bundle.
 */
function platformApiProxy(): Record<string, ProxyOptions> | undefined {
  const target = process.env.PLATFORM_API_URL
  if (!target) return undefined
  const url = new URL(target)
  const basePath = url.pathname.replace(/\/$/, '')
  return {
    '/api/v1': {
      target: url.origin,
      changeOrigin: true,
      secure: true,
      // Session cookies of the platform must stick to this origin while developing.
      cookieDomainRewrite: '',
      rewrite: (path) => path.replace(/^\/api\/v1/, basePath),
    },
  }
}

const proxy = platformApiProxy()

export default defineConfig({
  base: '/platform/',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    vanillaExtractPlugin(),
  ],
  resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: true },
})
