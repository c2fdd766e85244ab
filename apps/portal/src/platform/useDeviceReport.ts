import { reportDeviceMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Platform } from './client'
import { deviceReport, takeDeviceReportTurn } from './device-report'

/**
 * Describes this device to the platform once per sign-in, for the sessions page. A failure is
 * only logged: nobody can act on it.
 */
export function useDeviceReport(platform: Platform, personId: string | null): void {
  const { mutate } = useMutation(reportDeviceMutation(platform.client))
  useEffect(() => {
    let turn = false
    try {
      turn = takeDeviceReportTurn(window.localStorage, personId)
    } catch {
      // Storage refused (a private window): report anyway, the call is harmless.
      turn = personId !== null
    }
    if (!turn) return
    mutate(
      { body: deviceReport(window) },
      { onError: (error) => console.warn('The device report failed', error) },
    )
  }, [personId, mutate])
}
