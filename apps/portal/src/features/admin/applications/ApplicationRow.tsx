import { useLingui } from '@lingui/react/macro'
import type { ApplicationListItem } from '@platform/sdk'
import { StatusBadge } from '@platform/ui'
import * as admin from '../shared/admin.css'
import { RowActions } from '../shared/RowActions'
import { applicationTypeNames } from './texts'

/** What a row asks the page to do with its application. */
export type ApplicationAction = { kind: 'open' | 'delete'; application: ApplicationListItem }

interface ApplicationRowProps {
  application: ApplicationListItem
  onAction: (action: ApplicationAction) => void
}

/** An application in the ordered list: what it is, its state, and open and delete. */
export function ApplicationRow({ application, onAction }: ApplicationRowProps) {
  const { t, i18n } = useLingui()
  const name = application.name
  // Internal applications and a read-only view open as details only.
  const readOnly = application.type === 'internal' || application.actionsAccess === 2
  return (
    <div className={admin.itemRow}>
      <div className={admin.itemMain}>
        <span className={admin.itemTitle}>{name}</span>
        {application.code && <span className={admin.code}>{application.code}</span>}
        <span className={admin.muted}>{i18n._(applicationTypeNames[application.type])}</span>
        {!application.enabled && <StatusBadge variant="disabled">{t`Отключено`}</StatusBadge>}
        {application.immutable && <StatusBadge variant="info">{t`Встроенное`}</StatusBadge>}
        {application.url && <span className={admin.muted}>{application.url}</span>}
      </div>
      <div className={admin.itemActions}>
        <RowActions
          name={name}
          isReadOnly={readOnly}
          onEdit={() => onAction({ kind: 'open', application })}
          onDelete={
            application.immutable ? undefined : () => onAction({ kind: 'delete', application })
          }
        />
      </div>
    </div>
  )
}
