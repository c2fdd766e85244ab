import { collectErrors } from '../collect'
import type { BannerForm, FieldErrors } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateLibraryCode } from '../validators/code-mask'
import { isWebAddressOrPath } from '../validators/destination'
import { validateMaxLength } from '../validators/length'
import { validateRequired } from '../validators/required'

/**
 * Where a banner leads: a web address, or a path of the portal such as `/platform/law/terms`
 * (not `//host`, which would be another site); `errorUrl` otherwise.
 */
export function validateBannerLink(link: string | null | undefined): RuleResult {
  if (!link) return undefined
  const tooLong = validateMaxLength(link, limits.urlMaxLength)
  if (tooLong) return tooLong
  // The one rule for stored links: http(s), or a path of the platform's own site (which
  // turns away `//host` and `/\host`, both of which browsers read as another site).
  return isWebAddressOrPath(link) ? undefined : 'errorUrl'
}

/** The banner modal: a title, a code of the code mask (or none, to generate), a link. */
export function validateBanner(banner: BannerForm): FieldErrors {
  return collectErrors({
    title: [validateRequired(banner.title), validateMaxLength(banner.title, limits.textMaxLength)],
    code: [validateLibraryCode(banner.code)],
    link: [validateBannerLink(banner.link)],
  })
}
