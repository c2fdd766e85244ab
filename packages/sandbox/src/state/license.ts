import type { LicenseInfo } from '@platform/sdk'

/** A key the license server issued: the sandbox plays the server for the keys it knows. */
export interface IssuedLicense {
  key: string
  /** The platform address the key is issued for (an origin, `https://id.example.ru`). */
  domain: string
  company: string
  updateServer: string | null
  supportFrom: string | null
  supportUntil: string | null
  activeUsers: number | null
  /** Last day the license is valid (`YYYY-MM-DD`); null for a perpetual license. */
  validUntil: string | null
}

/** Owned by the license area: the installed form and the server's register of keys. */
export interface LicenseState {
  key: string | null
  domain: string | null
  issued: IssuedLicense[]
}

/** What the license server answers for a key on a day (`today` is `YYYY-MM-DD`). */
export function licenseInfo(license: IssuedLicense, today: string): LicenseInfo {
  const supportState =
    license.supportFrom && today < license.supportFrom
      ? 'notStarted'
      : license.supportUntil && today > license.supportUntil
        ? 'expired'
        : 'active'
  return {
    updateServer: license.updateServer,
    company: license.company,
    supportFrom: license.supportFrom,
    supportUntil: license.supportUntil,
    activeUsers: license.activeUsers,
    state: license.validUntil && today > license.validUntil ? 'limited' : 'standard',
    supportState,
  }
}
