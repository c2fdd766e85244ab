import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { MonitoringCriticality } from '@platform/sdk'
import { StatusBadge } from '@platform/ui'
import { type CriticalityLevel, criticalityBadges, criticalityLevel } from './criticality'

export const criticalityNames: Record<CriticalityLevel, MessageDescriptor> = {
  low: msg`Низкая`,
  medium: msg`Средняя`,
  high: msg`Высокая`,
}

/** A check's criticality in words: low, medium or high. */
export function CriticalityBadge({ critical }: { critical: MonitoringCriticality }) {
  const { i18n } = useLingui()
  const level = criticalityLevel(critical)
  return (
    <StatusBadge variant={criticalityBadges[level]}>{i18n._(criticalityNames[level])}</StatusBadge>
  )
}
