import { isWebAddressOrPath } from '@platform/forms'
import type { UiMenuEntry } from '@platform/sdk'

/**
 * The services a person may open: the visible entries of the services menu. An address that
 * is neither a web address nor a portal path (a `javascript:` one, say) is dropped, so the
 * entry shows without a link and sign-in never leads there.
 */
export function openableServices(entries: readonly UiMenuEntry[]): UiMenuEntry[] {
  return entries.flatMap((entry) => {
    if (!entry.visible) return []
    const { serviceUrl } = entry
    return serviceUrl && !isWebAddressOrPath(serviceUrl)
      ? [{ ...entry, serviceUrl: null }]
      : [entry]
  })
}
