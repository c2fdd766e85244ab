import { useLingui } from '@lingui/react/macro'
import { Button, Link } from '@platform/ui'
import { useId } from 'react'
import * as styles from './AuthBanners.css'
import { useShell } from './hooks'
import { visuallyHidden } from './shared.css'
import { useDismissedBanners } from './useDismissedBanners'

/**
 * The project's banners of the sign-in layout, in the interface language (the first language's
 * when it has none): title, text and link, each closed for good with its own button.
 */
export function AuthBanners() {
  const { t, i18n } = useLingui()
  const { project } = useShell()
  const { dismissed, dismiss } = useDismissedBanners()
  const labelId = useId()
  const options = project.options[i18n.locale] ?? Object.values(project.options)[0]
  const banners = (options?.authBanners ?? []).filter((banner) => !dismissed.has(banner.code))
  if (banners.length === 0) return null

  const close = (index: number) => {
    const code = banners[index]?.code
    if (code === undefined) return
    // Focus goes on to the next banner's button, or back to the page, never to nothing.
    const next = banners[index + 1] ?? banners[index - 1]
    dismiss(code)
    requestAnimationFrame(() => {
      const target = next
        ? document.querySelector<HTMLElement>(`[data-banner="${CSS.escape(next.code)}"] button`)
        : document.getElementById('content')
      target?.focus()
    })
  }

  return (
    <section aria-labelledby={labelId}>
      <h2 id={labelId} className={visuallyHidden}>
        {t`Объявления`}
      </h2>
      <ul className={styles.list} aria-labelledby={labelId}>
        {banners.map((banner, index) => (
          <li key={banner.code} className={styles.banner} data-banner={banner.code}>
            <div className={styles.body}>
              <h3 className={styles.title}>{banner.title}</h3>
              {banner.text && <p className={styles.text}>{banner.text}</p>}
              {banner.link && (
                <Link href={banner.link} isExternal variant="standalone">
                  {t`Подробнее`}
                  <span className={visuallyHidden}>: {banner.title}</span>
                </Link>
              )}
            </div>
            <Button
              variant="quiet"
              onPress={() => close(index)}
              aria-label={t`Скрыть: ${banner.title}`}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
