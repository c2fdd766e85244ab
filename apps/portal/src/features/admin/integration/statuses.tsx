import { useLingui } from '@lingui/react/macro'
import type { IntegrationRecordStatus, IntegrationSyncStatus } from '@platform/sdk'
import { StatusBadge } from '@platform/ui'

/** The state of an exchange of the log, in words. */
export function RecordStatusBadge({ status }: { status: IntegrationRecordStatus }) {
  const { t } = useLingui()
  if (status === 'success') return <StatusBadge variant="success">{t`Успешно`}</StatusBadge>
  if (status === 'error') return <StatusBadge variant="error">{t`Ошибка`}</StatusBadge>
  return <StatusBadge variant="info">{t`Ожидает ответа`}</StatusBadge>
}

/** The state of an entity's last full synchronisation, in words. */
export function SyncStatusBadge({ status }: { status: IntegrationSyncStatus }) {
  const { t } = useLingui()
  switch (status) {
    case 'success':
      return <StatusBadge variant="success">{t`Завершена`}</StatusBadge>
    case 'error':
      return <StatusBadge variant="error">{t`Ошибка`}</StatusBadge>
    case 'process':
      return <StatusBadge variant="info">{t`Идёт`}</StatusBadge>
    default:
      return <StatusBadge variant="disabled">{t`Не запускалась`}</StatusBadge>
  }
}
