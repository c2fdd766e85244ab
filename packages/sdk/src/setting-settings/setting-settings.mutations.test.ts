import { describe, expect, it } from 'vitest'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { uiKeys } from '../ui/keys'
import { settingsKeys } from './keys'
import {
  updatePlatformSettingsMutation,
  updateUsersSettingsMutation,
} from './setting-settings.mutations'

const body = [{ id: '9bbbf563-d13c-431e-9f3b-2c5aa28afaf1', value: true }]

describe('settings mutations invalidate what they change', () => {
  it('saving the platform settings refreshes them and the shell data they feed', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(updatePlatformSettingsMutation(client), { body })
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'PATCH /api/v1/platform/setting/application/settings/platform',
    ])
    expect(await requests[0]?.json()).toEqual(body)
    expect(keys).toEqual([
      settingsKeys.platform(),
      uiKeys.platformConfigure(),
      uiKeys.projectInfo(),
      uiKeys.publicSettings(),
    ])
  })

  it('saving the user settings refreshes them, the configuration and the visitor forms', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(updateUsersSettingsMutation(client), { body })
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'PATCH /api/v1/platform/setting/application/settings/users',
    ])
    expect(keys).toEqual([
      settingsKeys.users(),
      uiKeys.platformConfigure(),
      uiKeys.publicSettings(),
    ])
  })
})
