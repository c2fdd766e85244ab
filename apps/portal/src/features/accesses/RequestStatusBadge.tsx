import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { AccessRequestStatus } from '@platform/sdk'
import { StatusBadge } from '@platform/ui'
import { statusVariants } from './model'

export const statusTexts: Record<AccessRequestStatus, MessageDescriptor> = {
  considered: msg`На рассмотрении`,
  approved: msg`Одобрена`,
  failure: msg`Отклонена`,
  duplicate: msg`Дубликат`,
  remove: msg`Отозвана`,
}

/** An access request's status in words, with the variant of the documents. */
export function RequestStatusBadge({ status }: { status: AccessRequestStatus }) {
  const { i18n } = useLingui()
  return <StatusBadge variant={statusVariants[status]}>{i18n._(statusTexts[status])}</StatusBadge>
}
