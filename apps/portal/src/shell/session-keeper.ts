import { createContext, useContext, useEffect } from 'react'

/** How a sign-in asked for in the middle of an edit ended. */
export type Reauthentication = 'same' | 'other' | 'cancelled'

export interface SessionKeeper {
  /** Whether a form on the page holds unsaved changes the session's end must not lose. */
  holdsEdits: () => boolean
  /** Marks (or unmarks) unsaved changes; answers the way to take the mark back. */
  hold: () => () => void
  /**
   * Opens the sign-in dialog over the page; settles with who signed in: the same person (the
   * save may be sent again), someone else (the edit must go) or nobody (the dialog was closed).
   */
  reauthenticate: () => Promise<Reauthentication>
}

export const SessionKeeperContext = createContext<SessionKeeper | null>(null)

export function useSessionKeeper(): SessionKeeper {
  const keeper = useContext(SessionKeeperContext)
  if (!keeper) throw new Error('useSessionKeeper needs the RootLayout around it.')
  return keeper
}

/**
 * While `dirty`, a 401 does not send the person away to sign in: the form's save asks for a
 * sign-in over the page instead, and nothing typed is lost.
 */
export function useKeepEdits(dirty: boolean): void {
  const { hold } = useSessionKeeper()
  useEffect(() => (dirty ? hold() : undefined), [dirty, hold])
}
