import type { UserUiSettings } from '@platform/sdk'
import { updateUserSettingsMutation, userSettingsKeys } from '@platform/sdk/query'
import { type Query, useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { activateLocale } from '../../i18n/activate'
import { askAgainInNewLanguage } from '../../i18n/ask-again'
import type { Locale } from '../../i18n/locales'
import { usePlatform } from '../../platform/hooks'
import { useShell } from './hooks'

const isUserSettings = (key: readonly unknown[]) =>
  JSON.stringify(key) === JSON.stringify(userSettingsKeys.detail())

/**
 * Switches the interface language without a reload: the catalogs and the cookie at once, the
 * person's `lang` setting with a session, then every query again, so texts the server sends
 * (menus, project info, countries…) come in the new language.
 */
export function useSwitchLocale() {
  const { client, queryClient } = usePlatform()
  const router = useRouter()
  const { signedIn } = useShell()
  const { mutateAsync: saveSettings } = useMutation(updateUserSettingsMutation(client))

  return useCallback(
    async (locale: Locale) => {
      await activateLocale(locale)
      let saved = true
      if (signedIn) {
        // The setting wins over the cookie at the next navigation: it must say the same.
        queryClient.setQueryData<UserUiSettings>(userSettingsKeys.detail(), (old) =>
          old ? { ...old, lang: locale } : old,
        )
        try {
          await saveSettings({ body: { lang: locale } })
        } catch (error) {
          // The contract: the change applies at once, a failure is only logged.
          saved = false
          console.warn('The language was not saved in the user settings.', error)
        }
      }
      // The person's settings are asked again only if the new language was saved in them.
      await askAgainInNewLanguage(
        queryClient,
        (query: Query) => saved || !isUserSettings(query.queryKey),
      )
      await router.invalidate()
    },
    [queryClient, router, saveSettings, signedIn],
  )
}
