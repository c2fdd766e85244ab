import { useLingui } from '@lingui/react/macro'
import { breakpoints } from '@platform/ui/theme'
import { Link } from 'react-aria-components'
import * as styles from './Header.css'
import { keepSearch, useShell } from './hooks'

/** The project's logo, leading home; its mini logo below 768 px when the style has one. */
export function Logo() {
  const { t } = useLingui()
  const { project } = useShell()
  const title = project.copyright.title ?? t`Платформа доступа`
  return (
    <Link href="/" routerOptions={keepSearch} className={styles.logoLink}>
      <picture>
        {project.logos.miniLogo && (
          <source
            media={`(max-width: ${breakpoints.sm - 0.02}px)`}
            srcSet={project.logos.miniLogo}
          />
        )}
        <img src={project.logos.logo} alt={title} className={styles.logo} />
      </picture>
    </Link>
  )
}
