import { useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { useTransition } from 'react'
import { activateLocale } from './activate'
import { isLocale, localeNames, supportedLocales } from './locales'

/** Offers the other interface language; switching re-renders without a reload. */
export function LocaleSwitcher() {
  const { i18n, t } = useLingui()
  const [isPending, startTransition] = useTransition()
  const current = isLocale(i18n.locale) ? i18n.locale : 'ru'
  const next = supportedLocales.find((locale) => locale !== current) ?? current
  const nextName = localeNames[next]

  return (
    <Button
      variant="quiet"
      lang={next}
      aria-label={t`Сменить язык: ${nextName}`}
      isPending={isPending}
      onPress={() => startTransition(() => activateLocale(next))}
    >
      {nextName}
    </Button>
  )
}
