import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Three catalogs per language: `shell` holds what the sign-in page and every frame need (it
 * loads first and stays small), `messages` the rest of the portal (loaded before any other
 * page shows, on top of the shell's, which stays loaded), and `admin` the administration's
 * screens (loaded with the pages of the administration layout only: two thirds of the
 * portal's texts, which the profile and accesses pages never show). A text used both in the
 * administration and elsewhere is in both catalogs.
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
