import { isPlatformError, type UiMenuEntry } from '@platform/sdk'
import { getPlatformMenuQuery } from '@platform/sdk/query'
import type { Platform } from '../platform/client'

/**
 * The administration menu for the guard of its pages. A platform that answers 403 to someone
 * who is no administrator grants them nothing; any other failure is the page's error.
 */
export async function loadPlatformMenu({ client, queryClient }: Platform): Promise<UiMenuEntry[]> {
  try {
    return (await queryClient.ensureQueryData(getPlatformMenuQuery(client))).menu
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'forbidden') return []
    throw error
  }
}
