import { lingui } from '@lingui/vite-plugin'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'
import { portalChunks } from './vite/chunks.ts'
import { gregorianCalendar } from './vite/gregorian-calendar.ts'
import { intlProbes } from './vite/intl-probes.ts'
import { pageTexts } from './vite/page-texts.ts'
import { platformApi } from './vite/platform-api.ts'
import { precompress } from './vite/precompress.ts'
import { buildsOnSandbox } from './vite/sandbox-flag.ts'
import { securityHeaders } from './vite/security-headers.ts'
import { portalVersions } from './vite/versions.ts'
import { warmFormats } from './vite/warm-formats.ts'

const port = Number(process.env.PORT ?? 4173)

export default defineConfig({
  base: '/platform/',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // Lingui finds its config from here, not from the working directory: tools that load this
    // file from the repository's root (knip) get the same plugin as Vite does.
    lingui({ cwd: import.meta.dirname, failOnMissing: true, failOnCompileError: true }),
    vanillaExtractPlugin(),
    // react-aria's own texts (announcements, labels) in the interface's two languages only.
    optimizeLocales.vite({ locales: ['ru', 'en'] }),
    gregorianCalendar(),
    intlProbes(),
    pageTexts(),
    platformApi(),
    portalChunks(),
    warmFormats(),
    precompress(),
  ],
  define: {
    // A build for a real platform carries nothing of the sandbox (its outbox panel included).
    'import.meta.env.PORTAL_SANDBOX': JSON.stringify(buildsOnSandbox(process.env)),
    'import.meta.env.PORTAL_VERSIONS': JSON.stringify(portalVersions()),
  },
  resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
  // vanilla-extract evaluates `.css.ts` files in an SSR runner: without the source condition
  // there, `@platform/ui/theme` came from the kit's dist and its variable names did not match
  // the theme the page loads, so no portal style applied.
  environments: {
    ssr: { resolve: { conditions: ['@platform/source', ...defaultServerConditions] } },
  },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true, headers: securityHeaders() },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Every browser of the es2022 target but Safari 16 preloads modules itself; there the pages
    // only load one round slower. The polyfill would weigh on every first load.
    modulePreload: { polyfill: false },
  },
})
