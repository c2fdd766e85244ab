import { useLingui } from '@lingui/react/macro'
import type { LicenseInfo, LicenseState, LicenseSupportState } from '@platform/sdk'
import type { StatusBadgeVariant } from '@platform/ui'
import { formatDate } from '../../../i18n/format'

/** How the License screen says what the license server answers, in the interface language. */
export function useLicenseTexts() {
  const { t, i18n } = useLingui()
  const date = (iso: string) => formatDate(iso, i18n.locale)
  const number = (value: number) => i18n.number(value)

  const states: Record<LicenseState, { title: string; hint: string }> = {
    standard: {
      title: t`Стандартный режим`,
      hint: t`Лицензия действует: все возможности платформы доступны.`,
    },
    limited: {
      title: t`Ограниченный режим`,
      hint: t`Срок лицензии истёк: платформа работает с ограничениями.`,
    },
  }

  const supportStates: Record<LicenseSupportState, { title: string; variant: StatusBadgeVariant }> =
    {
      active: { title: t`Поддержка действует`, variant: 'success' },
      notStarted: { title: t`Поддержка ещё не началась`, variant: 'info' },
      expired: { title: t`Поддержка закончилась`, variant: 'warning' },
    }

  return {
    state: (state: LicenseState) => states[state].title,
    stateHint: (state: LicenseState) => states[state].hint,
    supportState: (state: LicenseSupportState) => supportStates[state],

    /** The support period in days: «с 01.01.2026 по 31.12.2027». */
    supportPeriod({ supportFrom, supportUntil }: LicenseInfo): string {
      const from = supportFrom ? date(supportFrom) : ''
      const until = supportUntil ? date(supportUntil) : ''
      if (supportFrom && supportUntil) return t`с ${from} по ${until}`
      if (supportFrom) return t`с ${from}`
      if (supportUntil) return t`по ${until}`
      return t`Период поддержки лицензией не предусмотрен`
    },

    /** Users active over the last 15 minutes beside the license's limit, if it has one. */
    activeUsers(count: number | undefined, limit: number | null): string {
      const now = count === undefined ? '' : number(count)
      const allowed = limit === null ? '' : number(limit)
      if (count !== undefined && limit !== null)
        return t`${now} из ${allowed} за последние 15 минут`
      if (count !== undefined)
        return t`${now} за последние 15 минут; лицензия не ограничивает их число`
      if (limit !== null)
        return t`Лицензия допускает ${allowed}; сколько их сейчас, узнать не удалось`
      return t`Лицензия не ограничивает их число`
    },
  }
}
