import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { SubscriptionPeriod } from '@platform/sdk'
import { useCallback } from 'react'
import { periodDays } from './model'

/** A period in words: «Сразу», or «Раз в 30 дней» for a month. */
export function usePeriodLabel() {
  const { t } = useLingui()
  return useCallback(
    (period: SubscriptionPeriod) => {
      const days = periodDays[period]
      if (days === 0) return t`Сразу`
      return t({
        message: plural(days, {
          one: 'Раз в # день',
          few: 'Раз в # дня',
          many: 'Раз в # дней',
          other: 'Раз в # дня',
        }),
      })
    },
    [t],
  )
}
