import { useLingui } from '@lingui/react/macro'
import { createLazyRoute } from '@tanstack/react-router'
import { Frame } from '../parts/Frame'
import { useRouteExists, useShell } from '../parts/hooks'
import { flattenMenu, type NavLink, portalPath } from '../parts/menu'
import { profileSections } from './sections'

/** Layout Profile: the person's own pages, with the profile sections beside them. */
function ProfileLayout() {
  const { t, i18n } = useLingui()
  const { menu } = useShell()
  const exists = useRouteExists()
  // The server menu names a section in the interface language; our own title otherwise.
  const menuTitles = new Map(
    flattenMenu(menu).map((entry) => [portalPath(entry.serviceUrl), entry.title] as const),
  )
  const nodes: NavLink[] = profileSections
    .filter((section) => exists(section.path))
    .map((section) => ({
      key: section.path,
      title: menuTitles.get(section.path) ?? i18n._(section.title),
      href: section.path,
      external: false,
      icon: null,
    }))
  return <Frame sections={{ label: t`Разделы профиля`, nodes }} />
}

export const Route = createLazyRoute('/profile')({ component: ProfileLayout })
