import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Two catalogs per language: `shell` holds what the sign-in page and every frame need (it
 * loads first and stays small), `messages` the rest of the portal (loaded before any other
 * page shows, on top of the shell's, which stays loaded).
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

export default defineConfig({
  sourceLocale: 'ru',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'ru' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/shell', include: shell },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: shell.map((folder) => `${folder}/**`),
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
