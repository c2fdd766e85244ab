import type { MutationOptions } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { PlatformClient } from '../client'
import type { PlatformError } from '../errors'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { licenseKeys } from './keys'
import {
  checkLicenseMutation,
  deleteLicenseMutation,
  saveLicenseMutation,
} from './setting-license.mutations'

const form = { key: 'PLT-7F3K-92QX-L4MB-8WZT', domain: 'https://id.example.ru' }

/** Runs a mutation against a fake platform: what it sent and which keys it invalidated. */
async function run<TData, TVariables>(
  make: (client: PlatformClient) => MutationOptions<TData, PlatformError, TVariables>,
  variables: TVariables,
  status = 204,
) {
  const { client, requests } = fakeClient(status, {})
  const keys = await invalidatedBy(make(client), variables)
  const request = requests[0]
  const text = await request?.text()
  return {
    request: `${request?.method} ${new URL(request?.url ?? '').pathname}`,
    body: text ? JSON.parse(text) : undefined,
    keys,
  }
}

describe('license mutations', () => {
  it('save installs the key and reloads the license', async () => {
    expect(await run(saveLicenseMutation, { body: form })).toEqual({
      request: 'POST /api/v1/platform/setting/license',
      body: form,
      keys: [licenseKeys.license()],
    })
  })

  it('delete reloads the license', async () => {
    expect(await run(deleteLicenseMutation, {})).toEqual({
      request: 'DELETE /api/v1/platform/setting/license',
      body: undefined,
      keys: [licenseKeys.license()],
    })
  })

  it('check saves nothing, so nothing is invalidated', async () => {
    expect(await run(checkLicenseMutation, { body: form }, 200)).toEqual({
      request: 'POST /api/v1/platform/setting/license/check',
      body: form,
      keys: [],
    })
  })
})
