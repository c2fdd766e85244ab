import { getPlatformMenuQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { menuTitleAt } from '../../../layouts/parts/menu'
import { usePlatform } from '../../../platform/hooks'

/**
 * The administration menu's title of the current page: the heading says what the menu and the
 * browser tab say. Undefined when the menu names no such page.
 */
export function useMenuTitle(): string | undefined {
  const { client } = usePlatform()
  const pathname = useLocation({ select: (location) => location.pathname })
  const menu = useQuery(getPlatformMenuQuery(client)).data?.menu ?? []
  return menuTitleAt(menu, pathname)
}
