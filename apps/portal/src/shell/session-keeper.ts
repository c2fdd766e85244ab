import { createContext, useContext } from 'react'

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
  /** Loads the pages' data again for whoever is signed in now (after someone else signed in). */
  reload: () => Promise<void>
}

export const SessionKeeperContext = createContext<SessionKeeper | null>(null)

export function useSessionKeeper(): SessionKeeper {
  const keeper = useContext(SessionKeeperContext)
  if (!keeper) throw new Error('useSessionKeeper needs the RootLayout around it.')
  return keeper
}

/**
 * What a 401 does to the page: `nothing` when nobody was signed in (a visitor's first call at
 * startup, say: there was no session to end, so nothing is said about one), `keep` while a
 * form holds unsaved changes (its save asks for a sign-in over the page), otherwise `forget`
 * the person so that the guards send them to sign in.
 */
export function afterUnauthenticated(state: {
  /** Who the shell thinks is signed in: `null` or `undefined` when nobody is (or not known yet). */
  person: unknown
  holdsEdits: boolean
}): 'nothing' | 'keep' | 'forget' {
  if (state.person === null || state.person === undefined) return 'nothing'
  return state.holdsEdits ? 'keep' : 'forget'
}
