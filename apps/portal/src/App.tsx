import { i18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { PlatformProvider } from '@platform/sdk/react'
import { RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import {
  I18nProvider as AriaI18nProvider,
  RouterProvider as AriaRouterProvider,
} from 'react-aria-components'
import { formattingLocale, isLocale } from './i18n/locales'
import type { Platform } from './platform/client'
import type { PortalRouter } from './routes/router'

/** An address with a scheme (another site, `mailto:`, `tel:`) or a host is not the router's. */
const isForeign = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')

/** react-aria formats with the interface language; its links navigate with our router. */
function AriaProviders({ router, children }: { router: PortalRouter; children: ReactNode }) {
  const { i18n: active } = useLingui()
  const locale = isLocale(active.locale) ? formattingLocale[active.locale] : formattingLocale.ru
  return (
    <AriaI18nProvider locale={locale}>
      <AriaRouterProvider
        navigate={(to, options) => router.navigate({ to, ...options })}
        useHref={(to) => (isForeign(to) ? to : router.buildLocation({ to }).href)}
      >
        {children}
      </AriaRouterProvider>
    </AriaI18nProvider>
  )
}

export function App({ platform, router }: { platform: Platform; router: PortalRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <PlatformProvider client={platform.client} queryClient={platform.queryClient}>
        <AriaProviders router={router}>
          <RouterProvider router={router} />
        </AriaProviders>
      </PlatformProvider>
    </I18nProvider>
  )
}

/** What a kit link may ask of a navigation besides its `href`. */
interface LinkNavigation {
  /** `true` keeps the current query parameters; an object replaces them. */
  search?: true | Record<string, unknown>
  replace?: boolean
  hash?: string
}

declare module 'react-aria-components' {
  interface RouterConfig {
    href: string
    routerOptions: LinkNavigation
  }
}
