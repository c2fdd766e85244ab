import { describe, expect, it } from 'vitest'
import { deviceReport, takeDeviceReportTurn } from './device-report'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('the device report', () => {
  it('describes the screen, the window and the zoom as the contract wants them', () => {
    expect(
      deviceReport({
        screen: { width: 1920, height: 1080 },
        innerWidth: 1535.6,
        innerHeight: 730,
        devicePixelRatio: 1.25,
      }),
    ).toEqual({ displaySize: '1920x1080', displayWindowSize: '1536x730', displayZoom: 1.25 })
  })

  it('is sent once per sign-in, and again after a sign-out', () => {
    const storage = memoryStorage()
    expect(takeDeviceReportTurn(storage, 'a')).toBe(true)
    expect(takeDeviceReportTurn(storage, 'a')).toBe(false)
    expect(takeDeviceReportTurn(storage, null)).toBe(false)
    expect(takeDeviceReportTurn(storage, 'a')).toBe(true)
    expect(takeDeviceReportTurn(storage, 'b')).toBe(true)
  })
})
