import { describe, expect, it } from 'vitest'
import { profileKeys } from '../profile/keys'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { uiKeys } from './keys'
import {
  recordMetricsHitMutation,
  reportDeviceMutation,
  updateUserSettingsMutation,
} from './ui.mutations'

const sent = (request: Request | undefined) => {
  const url = new URL(request?.url ?? 'http://invalid')
  return `${request?.method} ${url.pathname}`
}

describe('ui mutations', () => {
  it('saving a preference invalidates the user settings only', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(updateUserSettingsMutation(client), { body: { lang: 'en' } })
    expect(keys).toEqual([uiKeys.userSettings()])
    expect(sent(requests[0])).toBe('PATCH /api/v1/platform/users/settings')
    expect(await requests[0]?.json()).toEqual({ lang: 'en' })
  })

  it('reporting the device refreshes the session lists that describe it', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(reportDeviceMutation(client), {
      body: { displaySize: '1920x1080', displayWindowSize: '1536x730', displayZoom: 1.25 },
    })
    expect(keys).toEqual([profileKeys.sessionLists()])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/user/profile/device')
  })

  it('recording a page view invalidates nothing', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(recordMetricsHitMutation(client), {
      body: {
        code: 'identity',
        url: 'https://id.example.ru/platform/profile/personal',
        title: 'Profile',
        displaySize: '1920x1080',
        displayZoom: 1,
        displayWindowSize: '1920x947',
      },
    })
    expect(keys).toEqual([])
    expect(sent(requests[0])).toBe('POST /api/v1/statistics/metrics/hit')
  })
})
