import { isPlatformError, type UiMenuEntry } from '@platform/sdk'
import { getPlatformMenuQuery } from '@platform/sdk/query'
import type { Platform } from '../platform/client'

/**
 * The administration menu for the guard of its pages. A platform that answers 403 to someone
 * who is no administrator grants them nothing; any other failure is the page's error.
 */
export async function loadPlatformMenu({ client, queryClient }: Platform): Promise<UiMenuEntry[]> {
  const query = getPlatformMenuQuery(client)
  try {
    return (await queryClient.ensureQueryData(query)).menu
  } catch (error) {
    if (!isPlatformError(error) || error.kind !== 'forbidden') throw error
    // Kept as an empty menu, as the answer's freshness allows: the root asks beside the startup
    // and the page's guard asks next, and a refusal left as the query's error was asked again.
    queryClient.setQueryData(query.queryKey, { menu: [] })
    return []
  }
}
