import { useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { lazy, Suspense, useState } from 'react'
import { isLocale } from '../../i18n/locales'
import * as styles from './Header.css'
import { useShell } from './hooks'
import { GlobeIcon } from './icons'
import { useSwitchLocale } from './useSwitchLocale'

const LanguageMenu = lazy(() => import('./LanguageMenu'))

/**
 * The interface language, offered only when the project has two or more. With two
 * (the usual ru and en) it is one button naming the other language, in that language; a menu
 * and its popover machinery load only for projects with more.
 */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui()
  const { project } = useShell()
  const switchLocale = useSwitchLocale()
  const [pending, setPending] = useState(false)
  const locales = project.locales.filter((entry) => isLocale(entry.code))
  if (locales.length < 2) return null
  const current = locales.find((entry) => entry.code === i18n.locale) ?? locales[0]
  if (!current) return null

  const choose = async (code: unknown) => {
    if (!isLocale(code) || code === i18n.locale) return
    setPending(true)
    try {
      await switchLocale(code)
    } finally {
      setPending(false)
    }
  }

  const other = locales.find((entry) => entry.code !== current.code)
  if (locales.length > 2 || !other) {
    return (
      <Suspense fallback={null}>
        <LanguageMenu locales={locales} current={current} pending={pending} onChoose={choose} />
      </Suspense>
    )
  }
  const otherName = other.name
  return (
    <Button
      variant="quiet"
      className={styles.iconButton}
      isPending={pending}
      aria-label={t`Язык: ${otherName}`}
      onPress={() => choose(other.code)}
    >
      <GlobeIcon />
      <span lang={other.code} className={styles.wideOnly}>
        {other.name}
      </span>
    </Button>
  )
}
