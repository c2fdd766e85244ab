import { Trans, useLingui } from '@lingui/react/macro'
import type { DynamicFieldSubtype } from '@platform/sdk'
import { ReorderableList } from '@platform/ui'
import { memo } from 'react'
import * as admin from '../shared/admin.css'

interface SubtypeOrderProps {
  subtypes: readonly DynamicFieldSubtype[]
  isDisabled: boolean
  onReorder: (ids: string[]) => void
}

/** The order of the blocks in the tab: a compact list of their titles to move. */
export const SubtypeOrder = memo(function SubtypeOrder({
  subtypes,
  isDisabled,
  onReorder,
}: SubtypeOrderProps) {
  const { t } = useLingui()
  const items = subtypes.map((subtype) => ({ id: subtype.id, label: subtype.title }))
  return (
    <section className={admin.stack} aria-labelledby="subtype-order-title">
      <h2 id="subtype-order-title" className={admin.sectionTitle}>
        <Trans>Порядок блоков</Trans>
      </h2>
      <ReorderableList
        aria-label={t`Блоки в порядке показа`}
        items={items}
        isDisabled={isDisabled}
        onReorder={(keys) => onReorder(keys.map(String))}
      />
    </section>
  )
})
