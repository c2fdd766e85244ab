import { useLingui } from '@lingui/react/macro'
import { createLazyRoute, useLocation } from '@tanstack/react-router'
import { Frame } from '../parts/Frame'
import { useRouteExists, useShell } from '../parts/hooks'
import { menuTrail, portalPath, sectionNodes } from '../parts/menu'
import { PageTrail } from '../parts/PageTrail'

const isAccessesPath = (url: string | null) => portalPath(url)?.startsWith('/accesses/') ?? false

/** Layout Accesses: access requests and invitations, with their section navigation and trail. */
function AccessesLayout() {
  const { t } = useLingui()
  const { menu } = useShell()
  const exists = useRouteExists()
  const pathname = useLocation({ select: (location) => location.pathname })
  const group = menu.find((entry) =>
    entry.children?.some((child) => isAccessesPath(child.serviceUrl)),
  )
  return (
    <Frame
      sections={{ label: t`Разделы доступов`, nodes: sectionNodes(group?.children ?? [], exists) }}
      trail={<PageTrail trail={menuTrail(menu, pathname, exists)} />}
    />
  )
}

export const Route = createLazyRoute('/accesses')({ component: AccessesLayout })
