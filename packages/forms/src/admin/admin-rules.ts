import type { AuthScheme, MapperInput, SyncStatus } from '../contract'

/** A form modal edits an existing entity (update mode) when it has an id. */
export function isUpdateMode(entity: { id?: string | null } | null | undefined): boolean {
  return Boolean(entity?.id)
}

/** Drag ordering is saved only when the order differs from the initial one. */
export function isOrderChanged(
  initialIds: readonly string[],
  currentIds: readonly string[],
): boolean {
  return (
    initialIds.length !== currentIds.length ||
    initialIds.some((id, index) => id !== currentIds[index])
  )
}

/** A domain can be deleted only while more than one domain exists. */
export function canDeleteDomain(domainCount: number): boolean {
  return domainCount > 1
}

/**
 * Whether a scheme may be switched off: not when it has users, when fewer than two
 * schemes exist, or when it is the base scheme. Switching one on is always allowed.
 */
export function canToggleScheme(
  scheme: Pick<AuthScheme, 'active' | 'base' | 'usersCount'>,
  schemeCount: number,
): boolean {
  if (!scheme.active) return true
  return scheme.usersCount === 0 && schemeCount >= 2 && !scheme.base
}

/**
 * Whether the start-sync action is offered: on the users tab, when both the
 * synchronisation and the provider are enabled, mappers exist, and no run is awaited or in
 * progress.
 */
export function canStartSync(state: {
  syncEnabled: boolean
  providerEnabled: boolean
  mapperCount: number
  status: SyncStatus
}): boolean {
  const busy = state.status === 'await' || state.status === 'process'
  return state.syncEnabled && state.providerEnabled && state.mapperCount > 0 && !busy
}

/**
 * Changing a mapper's type or `customAttributes` clears `before`, `after` and `attributes`
 *. Answers the form after the change.
 */
export function changeMapper<T extends MapperInput>(
  mapper: T,
  change: Partial<Pick<MapperInput, 'type' | 'customAttributes'>>,
): T {
  const next = { ...mapper, ...change }
  const changed = next.type !== mapper.type || next.customAttributes !== mapper.customAttributes
  return changed ? { ...next, before: null, after: null, attributes: [] } : next
}
