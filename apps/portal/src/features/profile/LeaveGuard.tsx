import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '@platform/ui'
import { useBlocker } from '@tanstack/react-router'

/**
 * Asks before the person leaves the page with unsaved changes: in-app navigation
 * opens a confirmation, closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard({ isDirty }: { isDirty: boolean }) {
  const { t } = useLingui()
  const blocker = useBlocker({
    shouldBlockFn: () => isDirty,
    enableBeforeUnload: () => isDirty,
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
      {t`Изменения на странице не сохранены и будут потеряны.`}
    </ConfirmDialog>
  )
}
