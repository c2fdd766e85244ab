import { isPlatformError } from '@platform/sdk'

/** The outcome of a connection check that the platform decided. */
export type ConnectionResult =
  | { kind: 'connected' }
  | { kind: 'connectionError' }
  /** The account lacks rights: the methods the provider must grant. */
  | { kind: 'accessError'; requiredRights: readonly string[] }

/**
 * A failed check as the platform answered it: the provider could not be reached, or refused
 * the account. `null` for any other failure (invalid fields, the network, the server).
 */
export function connectionFailureOf(error: unknown): ConnectionResult | null {
  if (!isPlatformError(error) || error.kind !== 'validation') return null
  const reason = error.body?.providerError
  if (reason === 'connectionError') return { kind: 'connectionError' }
  if (reason === 'accessError') {
    return { kind: 'accessError', requiredRights: error.body?.requiredRights ?? [] }
  }
  return null
}

/** Why the platform refused to start a synchronisation. */
export type StartRefusal = 'syncInProgress' | 'mappersNotConfigured' | 'providerDisabled'

/** The reason of a refused start, or `null` when the start failed otherwise. */
export function startRefusalOf(error: unknown): StartRefusal | null {
  if (!isPlatformError(error) || error.kind !== 'conflict') return null
  return error.body?.error ?? null
}
