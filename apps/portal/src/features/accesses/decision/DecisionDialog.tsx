import { useLingui } from '@lingui/react/macro'
import type { AccessRequest } from '@platform/sdk'
import { GuardedDialog } from '../../contractors/GuardedDialog'
import { DecisionForm } from './DecisionForm'

export interface DecisionDialogProps {
  /** The request being decided; the dialog is closed while null. */
  request: AccessRequest | null
  /** `decided` is true after a decision was made (the row is no longer under review). */
  onClose: (decided: boolean) => void
}

/** The decision dialog of an incoming request under review. */
export function DecisionDialog({ request, onClose }: DecisionDialogProps) {
  const { t } = useLingui()
  return (
    <GuardedDialog
      title={t`Решение по заявке`}
      size="lg"
      isOpen={request !== null}
      onClose={onClose}
    >
      {(guard) => request && <DecisionForm request={request} guard={guard} />}
    </GuardedDialog>
  )
}
