import { useLingui } from '@lingui/react/macro'
import type { HealthStatus } from '@platform/sdk'
import { StatusBadge } from '@platform/ui'

/** Up or down in words, with the badge's icon: works, or does not. */
export function HealthBadge({ status }: { status: HealthStatus }) {
  const { t } = useLingui()
  return status === 'up' ? (
    <StatusBadge variant="success">{t`Работает`}</StatusBadge>
  ) : (
    <StatusBadge variant="error">{t`Не работает`}</StatusBadge>
  )
}
