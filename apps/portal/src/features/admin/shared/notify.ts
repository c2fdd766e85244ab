import { useLingui } from '@lingui/react'
import { toast } from '@platform/ui'
import { useMemo } from 'react'
import { errorMessage } from '../../../i18n/errors'
import { type AdminSnackbar, adminSnackbars } from './snackbars'

/** Keyed snackbars of the administration pages; a failure is logged and says why it failed. */
export function useNotify() {
  const { i18n } = useLingui()
  return useMemo(
    () => ({
      success: (key: AdminSnackbar) => toast.success(i18n._(adminSnackbars[key])),
      failure: (key: AdminSnackbar, error: unknown) => {
        console.error(key, error)
        toast.error(i18n._(adminSnackbars[key]), { description: i18n._(errorMessage(error)) })
      },
    }),
    [i18n],
  )
}
