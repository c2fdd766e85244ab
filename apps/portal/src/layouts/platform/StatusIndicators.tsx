import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react'
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

/** A light's words: its name, then its state. */
const states = {
  pending: msg({ message: '{name}: проверяется…' }),
  unknown: msg({ message: '{name}: состояние неизвестно' }),
  up: msg({ message: '{name}: в норме' }),
  down: msg({ message: '{name}: сбоев {down} из {total}' }),
  outdated: msg({ message: '{name}: устарели {down} из {total}' }),
}

/** What a light says, by what its call answered. */
function wordsOf(kind: Kind, status: UseQueryResult<HealthIndicator>): MessageDescriptor {
  if (status.isPending) return states.pending
  if (status.isError) return states.unknown
  if (status.data.status === 'up') return states.up
  return kind === 'updates' ? states.outdated : states.down
}

function Indicator({ kind, status }: IndicatorProps) {
  const { i18n } = useLingui()
  const name = i18n._(names[kind])
  const data = status.isPending || status.isError ? undefined : status.data
  const words = wordsOf(kind, status)
  const values = { name, down: data?.down, total: data?.total }
  return (
    <li className={styles.item}>
      {/* The whole text names the link: the name's part of the text is a box of its own. */}
      <Link href={hrefs[kind]} className={styles.link} aria-label={i18n._(words.id, values)}>
        {/* While it loads the light keeps its place and size: nothing below moves when it comes. */}
        <StatusBadge variant={!data ? 'disabled' : data.status === 'up' ? 'success' : 'error'}>
          {/* On a narrow screen the name gives way (it ends in an ellipsis) and the state never
              does: the counts are what a glance at the light is for. */}
          <span className={styles.text}>
            <Trans
              id={words.id}
              message={words.message}
              values={{ ...values, name: <span className={styles.name}>{name}</span> }}
            />
          </span>
        </StatusBadge>
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
