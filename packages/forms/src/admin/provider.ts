import { providerTypeValues } from '@platform/sdk'
import { collectErrors } from '../collect'
import type { FieldErrors, ProviderForm } from '../contract'
import { limits } from '../limits'
import { validateContainsLatin } from '../validators/latin'
import { validateMaxLength } from '../validators/length'
import { validateClientCredential } from '../validators/mask'
import { validateRequired } from '../validators/required'
import { validateUrl } from '../validators/url'

/**
 * The provider modal's Main tab: a known type; realm, name, address, client id and secret
 * required; the name holds at least one Latin letter; the address is a well-formed web
 * address; client id and secret are up to 64 letters, digits, `_` or `-`. Whether the name
 * is unique is the server's answer.
 */
export function validateProvider(provider: ProviderForm): FieldErrors {
  return collectErrors({
    type: [providerTypeValues.includes(provider.type) ? undefined : 'errorInvalid'],
    realm: [
      validateRequired(provider.realm),
      validateMaxLength(provider.realm, limits.textMaxLength),
    ],
    name: [
      validateRequired(provider.name),
      validateContainsLatin(provider.name),
      validateMaxLength(provider.name, limits.textMaxLength),
    ],
    url: [
      validateRequired(provider.url),
      // An address over the limit is only too long: its shape is not read.
      validateMaxLength(provider.url, limits.urlMaxLength) ?? validateUrl(provider.url),
    ],
    clientId: [validateRequired(provider.clientId), validateClientCredential(provider.clientId)],
    clientSecret: [
      validateRequired(provider.clientSecret),
      validateClientCredential(provider.clientSecret),
    ],
  })
}
