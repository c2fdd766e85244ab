import { Outlet } from '@tanstack/react-router'
import { LocaleSwitcher } from '../i18n/LocaleSwitcher'
import * as styles from './RootLayout.css'

export function RootLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <LocaleSwitcher />
      </header>
      <Outlet />
    </div>
  )
}
