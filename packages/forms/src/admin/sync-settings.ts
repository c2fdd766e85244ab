import { providerSyncPeriodUnitValues } from '@platform/sdk'
import { collectErrors } from '../collect'
import type { FieldErrors, SyncSettingsForm } from '../contract'
import type { RuleResult } from '../messages'

function wholeAtLeast(value: number, minimum: number): RuleResult {
  if (!Number.isInteger(value)) return 'errorInvalid'
  return value < minimum ? 'errorMin' : undefined
}

/**
 * A provider's synchronisation settings: the period is a whole number of at least 0 (0 until
 * the administrator sets one) in a known unit, and a run reads a whole number of at least 1
 * rows.
 */
export function validateSyncSettings(settings: SyncSettingsForm): FieldErrors {
  return collectErrors({
    periodAmount: [wholeAtLeast(settings.periodAmount, 0)],
    periodUnit: [
      providerSyncPeriodUnitValues.includes(settings.periodUnit) ? undefined : 'errorInvalid',
    ],
    syncLimit: [wholeAtLeast(settings.syncLimit, 1)],
  })
}

const hoursPerUnit: Record<SyncSettingsForm['periodUnit'], number> = {
  minutes: 1 / 60,
  hours: 1,
  days: 24,
}

/** The platform recommends a period under 24 hours; the form says so beside a longer one. */
export function isSyncPeriodRecommended(settings: SyncSettingsForm): boolean {
  return settings.periodAmount * hoursPerUnit[settings.periodUnit] < 24
}
