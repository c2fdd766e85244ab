import { createLazyRoute, useMatches } from '@tanstack/react-router'
import { styleAssetUrl } from '../parts/assets'
import { Frame } from '../parts/Frame'
import { useShell } from '../parts/hooks'

/**
 * Layout Auth: the sign-in pages, the link pages, the help service and the services page, on
 * the style's background (its help variant on the help-service route).
 */
function AuthLayout() {
  const { project } = useShell()
  const help = useMatches({
    select: (matches) => matches.at(-1)?.staticData.name === 'HelpService',
  })
  return (
    <Frame
      background={styleAssetUrl(project.styleCode, help ? 'backgroundHelp' : 'background')}
      centered
    />
  )
}

export const Route = createLazyRoute('/auth')({ component: AuthLayout })
