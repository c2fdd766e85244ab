import { updateUserSettingsMutation } from '@platform/sdk'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { usePlatform } from '../../platform/hooks'
import { useShell } from './hooks'

const storageKey = 'platform-cookie-accepted'

export function storedAcceptance(): boolean {
  try {
    return localStorage.getItem(storageKey) === '1'
  } catch {
    // Storage may be off (private mode): the notice then asks on every visit.
    return false
  }
}

function storeAcceptance() {
  try {
    localStorage.setItem(storageKey, '1')
  } catch {
    // See storedAcceptance.
  }
}

/**
 * The cookie notice is accepted once: kept in this browser and, with a session, in the user
 * settings (`cookie`), so the person is not asked again on another device, nor on this one
 * after signing out.
 */
export function useCookieConsent() {
  const { client } = usePlatform()
  const { signedIn, userSettings } = useShell()
  const [local, setLocal] = useState(storedAcceptance)
  const sent = useRef(false)
  const { mutate: save } = useMutation(
    updateUserSettingsMutation(client, {
      // Only logged: the notice is gone either way (the contract's rule for preferences).
      onError: (error) => console.warn('The cookie acceptance was not saved.', error),
    }),
  )
  const remote = userSettings?.cookie === true

  // Accepted here (now or before signing in): the settings learn it once per page, so the
  // refetch after the save, or a failed save, never sends it again.
  useEffect(() => {
    if (signedIn && local && userSettings && !remote && !sent.current) {
      sent.current = true
      save({ body: { cookie: true } })
    }
  }, [signedIn, local, userSettings, remote, save])

  // Accepted on another device: this browser keeps it too.
  useEffect(() => {
    if (remote && !local) {
      storeAcceptance()
      setLocal(true)
    }
  }, [remote, local])

  const accept = () => {
    storeAcceptance()
    setLocal(true)
  }

  return { accepted: local || remote, accept }
}
