import { Trans, useLingui } from '@lingui/react/macro'
import { isOrderChanged } from '@platform/forms'
import type { DynamicFieldEntityType, DynamicFieldTabSummary } from '@platform/sdk'
import {
  reorderDynamicFieldTabsMutation,
  setDynamicFieldTabActiveMutation,
} from '@platform/sdk/query'
import { Link, ReorderableList, StatusBadge } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { ActiveToggle } from '../shared/ActiveToggle'
import * as admin from '../shared/admin.css'
import { useNotify } from '../shared/notify'
import * as styles from './dynamic-fields.css'
import { dynamicFieldsTabHref } from './hrefs'
import { viewTypeTitles } from './texts'

interface TabsListProps {
  type: DynamicFieldEntityType
  tabs: DynamicFieldTabSummary[]
}

/**
 * The tabs of an entity type in their order: drag (or move from the keyboard) to reorder,
 * saved only when the order differs; each tab opens its details and has an activity switch.
 */
export function TabsList({ type, tabs }: TabsListProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const notify = useNotify()
  const reorder = useMutation(reorderDynamicFieldTabsMutation(client))
  const setActive = useMutation(setDynamicFieldTabActiveMutation(client))
  const [pending, setPending] = useState<string[] | null>(null)
  const saved = tabs.map((tab) => tab.id)
  const shown = (pending ?? saved)
    .map((id) => tabs.find((tab) => tab.id === id))
    .filter((tab): tab is DynamicFieldTabSummary => tab !== undefined)
    .map((tab) => ({ ...tab, label: tab.title }))

  const onReorder = (keys: readonly unknown[]) => {
    const ids = keys.map(String)
    if (!isOrderChanged(saved, ids)) {
      setPending(null)
      return
    }
    setPending(ids)
    reorder.mutate(
      { params: { path: { type } }, body: ids.map((id, order) => ({ id, order })) },
      {
        onSuccess: () => notify.success('tabOrderSaved'),
        onError: (error) => notify.failure('tabOrderError', error),
        onSettled: () => setPending(null),
      },
    )
  }

  return (
    <ReorderableList
      aria-label={t`Вкладки в порядке показа`}
      items={shown}
      onReorder={onReorder}
      isDisabled={reorder.isPending}
    >
      {(tab) => (
        <TabRow
          type={type}
          tab={tab}
          onToggle={() =>
            setActive
              .mutateAsync({ params: { path: { id: tab.id } }, body: { active: !tab.active } })
              .then(
                () => notify.success('tabActiveSaved'),
                (error) => notify.failure('tabActiveError', error),
              )
          }
        />
      )}
    </ReorderableList>
  )
}

interface TabRowProps {
  type: DynamicFieldEntityType
  tab: DynamicFieldTabSummary
  onToggle: () => Promise<unknown>
}

function TabRow({ type, tab, onToggle }: TabRowProps) {
  const { t, i18n } = useLingui()
  const title = tab.title
  return (
    <div className={styles.itemRow}>
      <div className={styles.itemMain}>
        <Link href={dynamicFieldsTabHref(type, tab.code)} className={styles.itemTitle}>
          {title}
        </Link>
        <span className={admin.code}>{tab.code}</span>
        <span className={admin.muted}>{i18n._(viewTypeTitles[tab.viewType])}</span>
      </div>
      <div className={styles.itemActions}>
        {!tab.active && (
          <StatusBadge variant="disabled">
            <Trans>Неактивна</Trans>
          </StatusBadge>
        )}
        <ActiveToggle
          name={title}
          isActive={tab.active}
          confirmTitle={
            tab.active ? t`Отключить вкладку «${title}»?` : t`Включить вкладку «${title}»?`
          }
          onConfirm={onToggle}
        >
          {tab.active
            ? t`Вкладка и её поля перестанут показываться в карточках.`
            : t`Вкладка и её активные поля снова будут показываться в карточках.`}
        </ActiveToggle>
      </div>
    </div>
  )
}
