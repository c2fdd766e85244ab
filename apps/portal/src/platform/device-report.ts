import type { DeviceDisplayReport } from '@platform/sdk'

/** Where the browser remembers whose sign-in it has already described. */
const deviceReportKey = 'platform.deviceReported'

interface Screenish {
  screen: { width: number; height: number }
  innerWidth: number
  innerHeight: number
  devicePixelRatio: number
}

const size = (width: number, height: number) =>
  `${Math.max(0, Math.round(width))}x${Math.max(0, Math.round(height))}`

/** The screen, the window and the zoom, in the shapes the contract accepts. */
export function deviceReport(view: Screenish): DeviceDisplayReport {
  const zoom = Number.isFinite(view.devicePixelRatio) ? view.devicePixelRatio : 1
  return {
    displaySize: size(view.screen.width, view.screen.height),
    displayWindowSize: size(view.innerWidth, view.innerHeight),
    displayZoom: Math.min(10, Math.max(0.01, Math.round(zoom * 100) / 100)),
  }
}

/**
 * Whether this sign-in still has to describe its device. The mark lives in `localStorage`, so
 * tabs and reloads of one sign-in report once; seeing nobody signed in clears it, so the next
 * sign-in reports again, even as the same person.
 */
export function takeDeviceReportTurn(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  personId: string | null,
): boolean {
  if (personId === null) {
    storage.removeItem(deviceReportKey)
    return false
  }
  if (storage.getItem(deviceReportKey) === personId) return false
  storage.setItem(deviceReportKey, personId)
  return true
}
