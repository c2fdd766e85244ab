import { fileURLToPath } from 'node:url'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { defaultPasswordPolicy } from '@platform/forms'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

it('speaks Russian with no i18n set up, English when told, and the host Lingui when there is one', async () => {
  // The package's own build (the test task runs after it): imports resolve as a host's would.
  const kit = await import(fileURLToPath(new URL('../../dist/index.js', import.meta.url)))
  const checklist = createElement(kit.PasswordPolicyChecklist, {
    policy: defaultPasswordPolicy,
    password: 'abc',
  })
  expect(renderToStaticMarkup(checklist)).toContain('Строчная латинская буква')
  expect(
    renderToStaticMarkup(createElement(kit.UiI18nProvider, { locale: 'en-US' }, checklist)),
  ).toContain('lowercase')
  // A host whose Lingui knows nothing of the kit: the kit's texts in the host's language.
  const host = setupI18n({ locale: 'en', messages: { en: {} } })
  expect(renderToStaticMarkup(createElement(I18nProvider, { i18n: host }, checklist))).toContain(
    'lowercase',
  )
}, 60_000)
