import { useLingui } from '@lingui/react/macro'
import { getPlatformMenuQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { createLazyRoute, useLocation } from '@tanstack/react-router'
import { usePlatform } from '../../platform/hooks'
import { Frame } from '../parts/Frame'
import { useRouteExists } from '../parts/hooks'
import { menuTrail, sectionNodes } from '../parts/menu'
import { PageTrail } from '../parts/PageTrail'
import { StatusIndicators } from './StatusIndicators'

/** Layout Platform: the administration screens, with the administration menu and a trail. */
function PlatformLayout() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const exists = useRouteExists()
  const pathname = useLocation({ select: (location) => location.pathname })
  const menu = useQuery(getPlatformMenuQuery(client)).data?.menu ?? []
  return (
    <Frame
      sections={{ label: t`Администрирование`, nodes: sectionNodes(menu, exists) }}
      trail={<PageTrail trail={menuTrail(menu, pathname, exists)} />}
      status={<StatusIndicators />}
    />
  )
}

export const Route = createLazyRoute('/platform')({ component: PlatformLayout })
