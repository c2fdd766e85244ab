import { type I18n, type MessageDescriptor, type MessageOptions, setupI18n } from '@lingui/core'
import { type I18nContext, LinguiContext } from '@lingui/react'
import { createContext, type ReactNode, useContext } from 'react'
import { I18nProvider as AriaI18nProvider } from 'react-aria-components'
import { uiMessages } from './messages'

type UiLocale = keyof typeof uiMessages

/** The kit's language for any locale tag: English for `en…`, Russian for everything else. */
function uiLocale(locale: string | undefined): UiLocale {
  return locale?.toLowerCase().startsWith('en') ? 'en' : 'ru'
}

const own = new Map<UiLocale, I18n>()

/** The kit's own Lingui instance for a language, with only its own messages. */
function ownI18n(locale: UiLocale): I18n {
  let i18n = own.get(locale)
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: uiMessages[locale] } })
    own.set(locale, i18n)
  }
  return i18n
}

const UiLocaleContext = createContext<UiLocale | null>(null)

export interface UiI18nProviderProps {
  /** A locale tag (`ru`, `en`, `en-US`…): the kit speaks English for `en…`, else Russian. */
  locale: string
  children?: ReactNode
}

/**
 * The language of the kit in a host without Lingui: its texts, and react-aria's formatting of
 * dates and numbers. Without it, and without Lingui, the kit speaks Russian.
 */
export function UiI18nProvider({ locale, children }: UiI18nProviderProps) {
  return (
    <UiLocaleContext.Provider value={uiLocale(locale)}>
      <AriaI18nProvider locale={locale}>{children}</AriaI18nProvider>
    </UiLocaleContext.Provider>
  )
}

/**
 * What the kit's components translate with (the build points Lingui's `useLingui` macro here).
 * In a host with Lingui: the host's instance, its locale and its own texts for the kit's
 * messages if it loaded them, else the kit's bundled texts in the host's language. In a host
 * without Lingui: the kit's texts in the language of `UiI18nProvider`, Russian by default.
 */
export function useLingui(): I18nContext {
  const host = useContext(LinguiContext)
  const chosen = useContext(UiLocaleContext)
  if (!host) {
    const i18n = ownI18n(chosen ?? 'ru')
    return { i18n, _: i18n._.bind(i18n) }
  }
  const fallback = ownI18n(uiLocale(host.i18n.locale))
  const translate = (
    id: string | MessageDescriptor,
    values?: MessageDescriptor['values'],
    options?: MessageOptions,
  ): string => {
    const key = typeof id === 'string' ? id : id.id
    const i18n = key !== undefined && host.i18n.messages[key] !== undefined ? host.i18n : fallback
    return typeof id === 'string' ? i18n._(id, values, options) : i18n._(id)
  }
  return { ...host, _: translate as I18n['_'] }
}
