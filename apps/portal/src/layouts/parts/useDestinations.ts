import { useLingui } from '@lingui/react/macro'
import { useRouteExists, useShell } from './hooks'
import { type NavLink, topLinks } from './menu'

/** Where the administration starts (the platform settings). */
const administrationPath = '/setting/options'

/**
 * The portal's top-level destinations for a signed-in person: the navigation menu's entries
 * that lead to an existing page, and the administration when the access flags allow it.
 */
export function useDestinations(): NavLink[] {
  const { t } = useLingui()
  const { menu, configure, signedIn } = useShell()
  const exists = useRouteExists()
  if (!signedIn) return []
  const links = topLinks(menu, exists)
  if (configure?.accesses.usersAccess && exists(administrationPath)) {
    links.push({
      key: 'administration',
      title: t`Администрирование`,
      href: administrationPath,
      external: false,
      icon: 'settings',
    })
  }
  return links
}
