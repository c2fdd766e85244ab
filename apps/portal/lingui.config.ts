import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Three catalogs per language, as translators see them: `shell` holds what the sign-in page
 * and every frame need (it loads with the first load and stays small), `messages` the rest of
 * the portal, and `admin` the administration's screens. A text used both in the administration
 * and elsewhere is in both. The browser never downloads `messages` or `admin` whole: the build
 * gives each page a file with the texts of the code it can run (vite/page-texts.ts).
 */
const shell = [
  '<rootDir>/src/shell',
  '<rootDir>/src/layouts',
  '<rootDir>/src/i18n',
  '<rootDir>/src/routes',
  '<rootDir>/src/platform',
  '<rootDir>/src/features/auth',
  '<rootDir>/src/features/terms',
]

/** The administration's screens: only the administration layout's pages import them. */
const admin = '<rootDir>/src/features/admin'

export default defineConfig({
  sourceLocale: 'ru',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'ru' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/shell', include: shell },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...shell, admin].map((folder) => `${folder}/**`),
    },
    { path: '<rootDir>/src/locales/{locale}/admin', include: [admin] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
