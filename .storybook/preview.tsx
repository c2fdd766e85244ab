import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { uiMessages } from '@platform/ui'
import '@platform/ui/reset.css'
import type { Preview } from '@storybook/react-vite'
import { I18nProvider as AriaI18nProvider } from 'react-aria-components'

type Locale = keyof typeof uiMessages

for (const [locale, messages] of Object.entries(uiMessages)) i18n.load(locale, messages)

// The story tests run once per locale and theme (see vitest.setup.ts).
const defaultLocale: Locale = globalThis.storyVariant?.locale ?? 'ru'
const defaultTheme = globalThis.storyVariant?.theme ?? 'light'

const preview: Preview = {
  // A Docs page per component: its JSDoc, a table of its props and every story as an example.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Any axe violation of any impact fails the story's test.
    a11y: { test: 'error' },
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: ['ru', 'en'], dynamicTitle: true },
    },
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: defaultLocale, theme: defaultTheme },
  decorators: [
    (Story, { globals }) => {
      const locale: Locale = globals.locale === 'en' ? 'en' : 'ru'
      if (i18n.locale !== locale) i18n.activate(locale)
      document.documentElement.lang = locale
      document.documentElement.dataset.theme = globals.theme === 'dark' ? 'dark' : 'light'
      return (
        <I18nProvider i18n={i18n}>
          <AriaI18nProvider locale={locale === 'en' ? 'en-CH' : 'ru-RU'}>
            <Story />
          </AriaI18nProvider>
        </I18nProvider>
      )
    },
  ],
}

export default preview
