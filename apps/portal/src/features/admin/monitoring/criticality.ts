import type { MonitoringCriticality } from '@platform/sdk'

/** How serious a failing check is, from the contract's 1–3: low, medium, high. */
export type CriticalityLevel = 'low' | 'medium' | 'high'

const levels: Record<MonitoringCriticality, CriticalityLevel> = { 1: 'low', 2: 'medium', 3: 'high' }

export const criticalityLevel = (critical: MonitoringCriticality): CriticalityLevel =>
  levels[critical]

/** The kit's badge for each level: its icon's shape differs too, so colour is not all it says. */
export const criticalityBadges = {
  low: 'info',
  medium: 'warning',
  high: 'error',
} as const satisfies Record<CriticalityLevel, 'info' | 'warning' | 'error'>

/** From the most serious down, as the overview lists them. */
export const criticalityOrder: readonly MonitoringCriticality[] = [3, 2, 1]
