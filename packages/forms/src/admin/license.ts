import { collectErrors } from '../collect'
import type { FieldErrors, LicenseForm } from '../contract'
import { limits } from '../limits'
import { validateMaxLength } from '../validators/length'
import { validateRequired } from '../validators/required'
import { validateUrl } from '../validators/url'

/**
 * The license form: key and domain are required and the domain is a well-formed web address
 * (`https://id.example.ru`). Surrounding spaces do not count. Whether the key is valid for
 * that domain is the license server's answer.
 */
export function validateLicense(license: LicenseForm): FieldErrors {
  const key = license.key?.trim()
  const domain = license.domain?.trim()
  return collectErrors({
    key: [validateRequired(key), validateMaxLength(key, limits.licenseKeyMaxLength)],
    domain: [validateRequired(domain), validateUrl(domain)],
  })
}
