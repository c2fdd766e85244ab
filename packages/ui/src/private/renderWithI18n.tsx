import '../theme/themes.css'
import '../theme/reset.css'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { I18nProvider as AriaI18nProvider } from 'react-aria-components'
import { render } from 'vitest-browser-react'
import { uiMessages } from '../i18n/messages'

/**
 * Renders like a host does: the kit's catalog in Lingui and the matching formatting locale in
 * react-aria (ru-RU, or en-CH for English: docs/decisions/0007). For component tests only.
 */
export function renderWithI18n(ui: ReactNode, { locale = 'ru' }: { locale?: 'ru' | 'en' } = {}) {
  i18n.load(uiMessages)
  i18n.activate(locale)
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <AriaI18nProvider locale={locale === 'en' ? 'en-CH' : 'ru-RU'}>{children}</AriaI18nProvider>
      </I18nProvider>
    )
  }
  return render(ui, { wrapper: Wrapper })
}
