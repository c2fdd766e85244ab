import { collectErrors } from '../collect'
import type { BannerForm, FieldErrors } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateLibraryCode } from '../validators/code-mask'
import { validateMaxLength } from '../validators/length'
import { validateRequired } from '../validators/required'
import { isValidUrl } from '../validators/url'

/**
 * Where a banner leads: a web address, or a path of the portal such as `/platform/law/terms`
 * (not `//host`, which would be another site); `errorUrl` otherwise.
 */
export function validateBannerLink(link: string | null | undefined): RuleResult {
  if (!link) return undefined
  const path = /^\/\S*$/.test(link) && !link.startsWith('//')
  if (!path && !isValidUrl(link)) return 'errorUrl'
  return validateMaxLength(link, limits.urlMaxLength)
}

/** The banner modal: a title, a code of the code mask (or none, to generate), a link. */
export function validateBanner(banner: BannerForm): FieldErrors {
  return collectErrors({
    title: [validateRequired(banner.title), validateMaxLength(banner.title, limits.textMaxLength)],
    code: [validateLibraryCode(banner.code)],
    link: [validateBannerLink(banner.link)],
  })
}
