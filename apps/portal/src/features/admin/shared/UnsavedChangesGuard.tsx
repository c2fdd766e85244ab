import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '@platform/ui'
import { useBlocker } from '@tanstack/react-router'

interface UnsavedChangesGuardProps {
  when: boolean
  /**
   * The search parameter that holds the changed form open (a dialog opened by the address).
   * Then only a move to another page or a change of that parameter (Back) leaves the form,
   * and the page's other parameters, such as a table's filters, change freely. Without it,
   * every navigation leaves.
   */
  searchKey?: string
}

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab the browser's own prompt.
 */
export function UnsavedChangesGuard({ when, searchKey }: UnsavedChangesGuardProps) {
  const { t } = useLingui()
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => {
      if (!when) return false
      if (!searchKey || current.pathname !== next.pathname) return true
      const key = (search: unknown) => (search as Record<string, unknown>)[searchKey]
      return key(current.search) !== key(next.search)
    },
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
