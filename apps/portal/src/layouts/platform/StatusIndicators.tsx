import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { HealthIndicator } from '@platform/sdk'
import {
  getDiagnosticsApplicationsStatusQuery,
  getDiagnosticsStatusQuery,
  getMonitoringStatusQuery,
} from '@platform/sdk/query'
import { Link, StatusBadge } from '@platform/ui'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../platform/hooks'
import { useShell } from '../parts/hooks'
import * as styles from './StatusIndicators.css'

type Kind = 'monitoring' | 'diagnostics' | 'updates'

const names: Record<Kind, MessageDescriptor> = {
  monitoring: msg`Мониторинг`,
  diagnostics: msg`Проверка системы`,
  updates: msg`Обновления приложений`,
}

const hrefs: Record<Kind, string> = {
  monitoring: '/setting/monitoring',
  diagnostics: '/setting/diagnostics',
  updates: '/setting/diagnostics',
}

interface IndicatorProps {
  kind: Kind
  status: UseQueryResult<HealthIndicator>
}

function Indicator({ kind, status }: IndicatorProps) {
  const { t, i18n } = useLingui()
  const name = i18n._(names[kind])
  const text = (data: HealthIndicator) => {
    if (data.status === 'up') return t`${name}: в норме`
    const down = data.down
    const total = data.total
    return kind === 'updates'
      ? t`${name}: устарели ${down} из ${total}`
      : t`${name}: сбоев ${down} из ${total}`
  }
  return (
    <li className={styles.item}>
      <Link href={hrefs[kind]} className={styles.link}>
        {status.isPending ? (
          // The light's place and size while it loads: nothing below it moves when it comes.
          <StatusBadge variant="disabled">{t`${name}: проверяется…`}</StatusBadge>
        ) : status.isError ? (
          <StatusBadge variant="disabled">{t`${name}: состояние неизвестно`}</StatusBadge>
        ) : (
          <StatusBadge variant={status.data.status === 'up' ? 'success' : 'error'}>
            {text(status.data)}
          </StatusBadge>
        )}
      </Link>
    </li>
  )
}

/**
 * The Platform layout's status lights: monitoring, diagnostics and application updates, each
 * only for a person with its access flag; each leads to its screen.
 */
export function StatusIndicators() {
  const { t } = useLingui()
  const { client } = usePlatform()
  const accesses = useShell().configure?.accesses
  // A minute is fresh enough for a status light and keeps it from polling the platform hard.
  const every = { refetchInterval: 60_000 } as const
  const lights = [
    {
      kind: 'monitoring',
      on: accesses?.monitoringNotifyAccess === true,
      status: useQuery({
        ...getMonitoringStatusQuery(client),
        ...every,
        enabled: accesses?.monitoringNotifyAccess === true,
      }),
    },
    {
      kind: 'diagnostics',
      on: accesses?.diagnosticsNotifyAccess === true,
      status: useQuery({
        ...getDiagnosticsStatusQuery(client),
        ...every,
        enabled: accesses?.diagnosticsNotifyAccess === true,
      }),
    },
    {
      kind: 'updates',
      on: accesses?.diagnosticsApplicationsNotifyAccess === true,
      status: useQuery({
        ...getDiagnosticsApplicationsStatusQuery(client),
        ...every,
        enabled: accesses?.diagnosticsApplicationsNotifyAccess === true,
      }),
    },
  ] as const
  const shown = lights.filter((light) => light.on)
  if (shown.length === 0) return null
  return (
    <section aria-label={t`Состояние платформы`}>
      <ul className={styles.list}>
        {shown.map((light) => (
          <Indicator key={light.kind} kind={light.kind} status={light.status} />
        ))}
      </ul>
    </section>
  )
}
