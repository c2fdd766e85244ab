import { useLingui } from '@lingui/react/macro'
import { MenuIcon } from './icons'
import { NavItem, useCurrentHref } from './NavItem'
import * as styles from './nav.css'
import { useDestinations } from './useDestinations'

/** Below 768 px the top-level destinations move to a menu along the bottom edge. */
export function MobileMenu() {
  const { t } = useLingui()
  const links = useDestinations()
  const current = useCurrentHref(links)
  if (links.length === 0) return null
  return (
    <nav aria-label={t`Нижнее меню`} className={styles.bottomNav}>
      <ul className={styles.bottomList}>
        {links.map((link) => (
          <li key={link.key} className={styles.bottomItem}>
            <NavItem link={link} isCurrent={link.href === current} className={styles.bottomLink}>
              <MenuIcon name={link.icon} />
              <span className={styles.bottomLabel}>{link.title}</span>
            </NavItem>
          </li>
        ))}
      </ul>
    </nav>
  )
}
