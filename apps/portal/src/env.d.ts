/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

interface ImportMetaEnv {
  /** The build runs on the sandbox (no `PLATFORM_API_URL`, no `PORTAL_SANDBOX=off`). */
  readonly PORTAL_SANDBOX: boolean
  /** Versions of the portal and of its packages, from their package.json at build time. */
  readonly PORTAL_VERSIONS: import('../vite/versions').PortalVersions
}

declare module 'virtual:page-texts' {
  /** Where each page's texts are, `<base><locale>/<route name>.json` (vite/page-texts.ts). */
  export const pageTextsBase: string
}
