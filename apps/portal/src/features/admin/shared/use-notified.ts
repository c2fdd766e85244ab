import { useCallback } from 'react'
import { useNotify } from './notify'
import type { AdminSnackbar } from './snackbars'

/**
 * Runs a row action (a toggle, a delete) and shows the snackbar of its outcome. A failure is
 * passed on, so a confirmation that waits for it stays open.
 */
export function useNotified() {
  const notify = useNotify()
  return useCallback(
    <T>(action: Promise<T>, success: AdminSnackbar, failure: AdminSnackbar): Promise<T> =>
      action.then(
        (result) => {
          notify.success(success)
          return result
        },
        (error: unknown) => {
          notify.failure(failure, error)
          throw error
        },
      ),
    [notify],
  )
}
