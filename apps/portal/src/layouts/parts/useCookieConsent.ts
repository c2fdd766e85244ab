import { updateUserSettingsMutation } from '@platform/sdk'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { usePlatform } from '../../platform/hooks'
import { useShell } from './hooks'

const storageKey = 'platform-cookie-accepted'

function storedAcceptance(): boolean {
  try {
    return localStorage.getItem(storageKey) === '1'
  } catch {
    // Storage may be off (private mode): the notice then asks on every visit.
    return false
  }
}

/**
 * The cookie notice is accepted once: kept in this browser and, with a session, in
 * the user settings (`cookie`), so the person is not asked again on another device.
 */
export function useCookieConsent() {
  const { client } = usePlatform()
  const { signedIn, userSettings } = useShell()
  const [local, setLocal] = useState(storedAcceptance)
  const { mutate: save } = useMutation(
    updateUserSettingsMutation(client, {
      // Only logged: the notice is gone either way (the contract's rule for preferences).
      onError: (error) => console.warn('The cookie acceptance was not saved.', error),
    }),
  )
  const remote = userSettings?.cookie === true

  // Accepted here before signing in: the settings learn it once.
  useEffect(() => {
    if (signedIn && local && userSettings && !remote) save({ body: { cookie: true } })
  }, [signedIn, local, userSettings, remote, save])

  const accept = () => {
    try {
      localStorage.setItem(storageKey, '1')
    } catch {
      // See storedAcceptance.
    }
    setLocal(true)
    if (signedIn && !remote) save({ body: { cookie: true } })
  }

  return { accepted: local || remote, accept }
}
