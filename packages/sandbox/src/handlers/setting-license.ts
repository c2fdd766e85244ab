import { validateLicense } from '@platform/forms'
import type { FieldErrors, LicenseInput } from '@platform/sdk'
import type { Handlers } from '../contract'
import type { SandboxState } from '../state'
import { type IssuedLicense, licenseInfo } from '../state/license'
import { done, forbidden, invalid, ok } from './reply'
import { isAdmin, recordChange } from './setting-kit'

const activeWindowMs = 15 * 60_000

function origin(url: string): string {
  return new URL(url).origin
}

/**
 * The license server's answer: the issued key for that domain, or the form's errors. The
 * sandbox's server knows the keys of `state.license.issued`; any other key, or a known key
 * for another domain, is `errorInvalid`.
 */
function lookUp(
  state: SandboxState,
  body: LicenseInput,
): { license: IssuedLicense; errors?: undefined } | { license?: undefined; errors: FieldErrors } {
  const errors = validateLicense(body)
  if (Object.keys(errors).length > 0) return { errors }
  const key = body.key.trim()
  const domain = body.domain.trim()
  const license = state.license.issued.find(
    (issued) => issued.key === key && origin(issued.domain) === origin(domain),
  )
  return license ? { license } : { errors: { key: ['errorInvalid'] } }
}

const today = (now: Date) => now.toISOString().slice(0, 10)

export const settingLicenseHandlers = {
  getLicense: (context) => {
    if (!isAdmin(context)) return forbidden()
    const { key, domain, issued } = context.state.license
    const installed = issued.find((license) => license.key === key)
    return ok({
      form: { key, domain },
      info: installed ? licenseInfo(installed, today(context.now)) : null,
    })
  },
  saveLicense: (context) => {
    if (!isAdmin(context)) return forbidden()
    const { state } = context
    const { license, errors } = lookUp(state, context.body)
    if (errors) return invalid(errors)
    const before = { key: state.license.key, domain: state.license.domain }
    state.license.key = license.key
    state.license.domain = context.body.domain.trim()
    recordChange(context, {
      type: before.key ? 'update' : 'create',
      entity: 'license',
      entityId: null,
      entityTitle: license.company,
      changes: (['key', 'domain'] as const)
        .map((param) => ({ param, before: before[param], after: state.license[param] }))
        .filter((change) => change.before !== change.after),
    })
    return done()
  },
  deleteLicense: (context) => {
    if (!isAdmin(context)) return forbidden()
    const { state } = context
    const { key, domain } = state.license
    if (key) {
      recordChange(context, {
        type: 'delete',
        entity: 'license',
        entityId: null,
        entityTitle: state.license.issued.find((license) => license.key === key)?.company ?? null,
        changes: [
          { param: 'key', before: key, after: null },
          { param: 'domain', before: domain, after: null },
        ],
      })
    }
    state.license.key = null
    state.license.domain = null
    return done()
  },
  getLicenseSessions: (context) => {
    if (!isAdmin(context)) return forbidden()
    const now = context.now.getTime()
    const active = context.state.core.sessions.filter(
      (session) =>
        Date.parse(session.lastAccess) >= now - activeWindowMs && Date.parse(session.expiry) > now,
    )
    return ok({ count: new Set(active.map((session) => session.accountId)).size })
  },
  checkLicense: (context) => {
    if (!isAdmin(context)) return forbidden()
    const { license, errors } = lookUp(context.state, context.body)
    if (errors) return invalid(errors)
    return ok(licenseInfo(license, today(context.now)))
  },
} satisfies Partial<Handlers>
