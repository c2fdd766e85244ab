import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNotify } from './notify'
import type { AdminSnackbar } from './snackbars'

/** A load that failed shows its keyed snackbar once per failure, besides the page's notice. */
export function useFailureSnackbar(query: UseQueryResult<unknown>, key: AdminSnackbar): void {
  const notify = useNotify()
  const shown = useRef(0)
  const { isError, error, errorUpdatedAt } = query
  useEffect(() => {
    if (!isError || shown.current === errorUpdatedAt) return
    shown.current = errorUpdatedAt
    notify.failure(key, error)
  }, [isError, error, errorUpdatedAt, key, notify])
}
