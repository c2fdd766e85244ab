import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '@platform/ui'
import { useBlocker } from '@tanstack/react-router'

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useLingui()
  const blocker = useBlocker({
    shouldBlockFn: () => when,
    enableBeforeUnload: when,
    withResolver: true,
  })
  return (
    <ConfirmDialog
      isOpen={blocker.status === 'blocked'}
      title={t`Уйти без сохранения?`}
      confirmLabel={t`Уйти`}
      cancelLabel={t`Остаться`}
      variant="destructive"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t`Изменения на этой странице не сохранены и будут потеряны.`}
    </ConfirmDialog>
  )
}
