import {
  checkLicense,
  deleteLicense,
  getLicense,
  getLicenseSessions,
  saveLicense,
} from '@platform/sdk'
import type { TourStop } from './harness'

export const tour: TourStop[] = [
  {
    name: 'license: check and install another key, delete, reinstall the first',
    async run(context) {
      const client = await context.as('admin')
      const { form } = context.ok(await getLicense(client), 'getLicense')
      context.ok(await getLicenseSessions(client), 'getLicenseSessions')
      const { issued } = context.sandbox.state.license
      const other = issued.find(
        (license) => license.key !== form.key && license.domain === form.domain,
      )
      if (!form.key || !form.domain || !other) throw new Error('no installed license to swap')
      const body = { key: other.key, domain: other.domain }
      context.ok(await checkLicense(client, { body }), 'checkLicense')
      context.ok(await saveLicense(client, { body }), 'saveLicense')
      context.ok(await deleteLicense(client), 'deleteLicense')
      context.ok(
        await saveLicense(client, { body: { key: form.key, domain: form.domain } }),
        'saveLicense (back)',
      )
    },
  },
]
