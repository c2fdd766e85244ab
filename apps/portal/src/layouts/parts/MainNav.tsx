import { useLingui } from '@lingui/react/macro'
import { NavItem, useCurrentHref } from './NavItem'
import * as styles from './nav.css'
import { useDestinations } from './useDestinations'

/** The header's navigation on wide screens: the portal's top-level destinations. */
export function MainNav() {
  const { t } = useLingui()
  const links = useDestinations()
  const current = useCurrentHref(links)
  if (links.length === 0) return null
  return (
    <nav aria-label={t`Основная навигация`} className={styles.mainNav}>
      <ul className={styles.mainList}>
        {links.map((link) => (
          <li key={link.key}>
            <NavItem link={link} isCurrent={link.href === current} className={styles.mainLink}>
              {link.title}
            </NavItem>
          </li>
        ))}
      </ul>
    </nav>
  )
}
