import { lazy, Suspense } from 'react'
import * as styles from './Header.css'
import { useShell } from './hooks'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { MainNav } from './MainNav'

const SessionControls = lazy(() => import('./SessionControls'))

/**
 * The header of every layout: the logo, the navigation, the language switcher (with two or
 * more languages), and with a session the service switch, the bell and the avatar menu.
 */
export function Header() {
  const { signedIn } = useShell()
  return (
    <header className={styles.header}>
      <Logo />
      <MainNav />
      <div className={styles.actions}>
        <LanguageSwitcher />
        {signedIn && (
          <Suspense fallback={null}>
            <SessionControls />
          </Suspense>
        )}
      </div>
    </header>
  )
}
