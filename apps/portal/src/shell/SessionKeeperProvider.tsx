import type { ProfileSummary } from '@platform/sdk'
import { useRouter } from '@tanstack/react-router'
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { usePlatform } from '../platform/hooks'
import { sessionKey } from '../platform/session'
import type { SessionDialogProps } from './SessionDialog'
import {
  afterUnauthenticated,
  type Reauthentication,
  type SessionKeeper,
  SessionKeeperContext,
} from './session-keeper'

// Rarely needed, and the sign-in page's first load stays small without it (decision 0012).
const SessionDialog = lazy(() =>
  import('./SessionDialog').then((module) => ({ default: module.SessionDialog })),
)

interface Asking {
  previous: SessionDialogProps['previous']
  resolve: (outcome: Reauthentication) => void
}

/**
 * What happens when the session ends (a 401 mid-session). Without unsaved changes the person
 * is forgotten and the guards send them to sign in. With unsaved changes the page stays: the
 * form's save (`useKeptSave`) asks for a sign-in over the page and sends itself again after it.
 * A 401 when nobody was signed in changes nothing.
 */
export function SessionKeeperProvider({ children }: { children: ReactNode }) {
  const platform = usePlatform()
  const router = useRouter()
  const holds = useRef(0)
  const [asking, setAsking] = useState<Asking | null>(null)

  useEffect(
    () =>
      platform.onSessionLost(() => {
        const person = platform.queryClient.getQueryData(sessionKey)
        if (afterUnauthenticated({ person, holdsEdits: holds.current > 0 }) !== 'forget') return
        platform.queryClient.setQueryData(sessionKey, null)
        void router.invalidate()
      }),
    [platform, router],
  )

  const hold = useCallback(() => {
    holds.current += 1
    let held = true
    return () => {
      if (held) holds.current -= 1
      held = false
    }
  }, [])

  const reauthenticate = useCallback(
    () =>
      new Promise<Reauthentication>((resolve) => {
        const person = platform.queryClient.getQueryData<ProfileSummary | null>(sessionKey)
        const previous = person ? { id: person.mainInfo.id, login: person.mainInfo.login } : null
        setAsking({ previous, resolve })
      }),
    [platform],
  )

  const reload = useCallback(() => router.invalidate(), [router])

  const keeper = useMemo<SessionKeeper>(
    () => ({ holdsEdits: () => holds.current > 0, hold, reauthenticate, reload }),
    [hold, reauthenticate, reload],
  )

  return (
    <SessionKeeperContext.Provider value={keeper}>
      {children}
      {asking && (
        <Suspense fallback={null}>
          <SessionDialog
            previous={asking.previous}
            onDone={(outcome) => {
              setAsking(null)
              asking.resolve(outcome)
            }}
          />
        </Suspense>
      )}
    </SessionKeeperContext.Provider>
  )
}
