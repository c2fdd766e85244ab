import { Suspense, use } from 'react'
import * as styles from './Header.css'
import { useShell } from './hooks'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { MainNav } from './MainNav'

/** The controls' chunk as it loads, marked fulfilled (as React's `use` reads it) once it has. */
let controls: Promise<typeof import('./SessionControls')> | undefined

/**
 * The signed-in person's header controls, a chunk of their own (the sign-in page never needs
 * them), loaded once. Once the chunk is there, the header shows them in the same render: a
 * part that suspends is revealed at most every 300 ms, and the controls then came after the
 * header and pushed the language switcher aside (a layout shift on every signed-in page). A
 * failed load is asked again the next time.
 */
function loadSessionControls() {
  if (!controls) {
    const loading = import('./SessionControls')
    loading.then(
      (module) => {
        Object.assign(loading, { status: 'fulfilled', value: module })
      },
      () => {
        if (controls === loading) controls = undefined
      },
    )
    controls = loading
  }
  return controls
}

/**
 * Loads the header's controls beside the startup of a page that needs a session: the root
 * route awaits it, so the header draws with them. Never fails: a failed load is asked again
 * when the header draws.
 */
export function preloadSessionControls(): Promise<unknown> {
  return loadSessionControls().catch(() => undefined)
}

function SessionControls() {
  const { default: LoadedControls } = use(loadSessionControls())
  return <LoadedControls />
}

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
