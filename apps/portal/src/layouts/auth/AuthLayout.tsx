import { useMatches } from '@tanstack/react-router'
import { AuthBanners } from '../parts/AuthBanners'
import { authBackgroundUrl } from '../parts/assets'
import { Frame } from '../parts/Frame'
import { useShell } from '../parts/hooks'

/**
 * Layout Auth: the sign-in pages, the link pages, the help service and the services page, on
 * the project's background (its help variant on the help-service route). Part of the first load,
 * with the sign-in page: most visits start there.
 */
export function AuthLayout() {
  const { project } = useShell()
  const help = useMatches({
    select: (matches) => matches.at(-1)?.staticData.name === 'HelpService',
  })
  return (
    <Frame
      background={authBackgroundUrl(project, help)}
      centered
      keepHeader
      after={<AuthBanners />}
    />
  )
}
