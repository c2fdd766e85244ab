import { useLingui } from '@lingui/react/macro'
import { breakpoints } from '@platform/ui/theme'
import { Link } from 'react-aria-components'
import { logoUrls } from './assets'
import * as styles from './Header.css'
import { keepSearch, useShell } from './hooks'

/** The project's logo, leading home; its mini logo below 768 px when the style has one. */
export function Logo() {
  const { t } = useLingui()
  const { project } = useShell()
  const title = project.copyright.title ?? t`Платформа доступа`
  const { logo, miniLogo } = logoUrls(project)
  return (
    <Link href="/" routerOptions={keepSearch} className={styles.logoLink}>
      <picture>
        {miniLogo && <source media={`(max-width: ${breakpoints.sm - 0.02}px)`} srcSet={miniLogo} />}
        <img src={logo} alt={title} className={styles.logo} />
      </picture>
    </Link>
  )
}
