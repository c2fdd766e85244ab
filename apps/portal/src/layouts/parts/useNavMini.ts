import type { UserUiSettings } from '@platform/sdk'
import { updateUserSettingsMutation, userSettingsKeys } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { usePlatform } from '../../platform/hooks'
import { useShell } from './hooks'
import { isNavMini } from './nav-mini'

/**
 * The section navigation's mini form: whether it is collapsed, whether the person may change
 * that, and the change, shown at once and saved in their settings (`navMini`), so the next
 * startup restores it. A failed save is only logged (the contract's rule for preferences).
 */
export function useNavMini() {
  const { client, queryClient } = usePlatform()
  const { project, userSettings, configure, signedIn } = useShell()
  const { editNavMini, navMiniTitle } = project.uiSettings
  const mini = isNavMini({
    editNavMini,
    navMini: userSettings?.navMini,
    uiNavMini: configure?.settings.uiNavMini,
  })
  const { mutate: save } = useMutation(
    updateUserSettingsMutation(client, {
      onError: (error) => console.warn('The navigation state was not saved.', error),
    }),
  )
  const toggle = () => {
    const navMini = !mini
    queryClient.setQueryData<UserUiSettings>(userSettingsKeys.detail(), (settings) =>
      settings ? { ...settings, navMini } : settings,
    )
    save({ body: { navMini } })
  }
  return { mini, captions: navMiniTitle, canToggle: editNavMini && signedIn, toggle }
}
