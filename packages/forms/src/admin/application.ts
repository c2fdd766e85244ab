import type {
  ApplicationClient,
  ApplicationInput,
  ApplicationType,
  FieldErrors,
} from '@platform/sdk'
import { collectErrors } from '../collect'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateLatinCode } from '../validators/latin'
import { validateMaxLength } from '../validators/length'
import { validateClientCredential } from '../validators/mask'
import { validateSubnetAddress } from '../validators/network'
import { validateRequired } from '../validators/required'
import { validateUrl } from '../validators/url'

/** External and link applications have no code: their form hides it. */
export function hasApplicationCode(type: ApplicationType): boolean {
  return type !== 'external' && type !== 'link'
}

/** A virtual application lives at its parent's address: its own url is not used. */
export function hasApplicationUrl(type: ApplicationType): boolean {
  return type !== 'virtual'
}

/** The addresses of an application's form, each a well-formed web address when given. */
export const applicationUrlFields = [
  'url',
  'publicSwaggerUrl',
  'privateSwaggerUrl',
  'helpUrl',
  'compodocUrl',
  'techUrl',
] as const

const webAddress = (value: string | null | undefined): RuleResult =>
  validateMaxLength(value, limits.urlMaxLength) ?? validateUrl(value)

const oneLine = (value: string | null | undefined): RuleResult =>
  validateMaxLength(value, limits.textMaxLength)

/**
 * One client of an application: a client id of 1 to 64 letters, digits, `_` and `-`, and a
 * secret of the same mask when one is typed (without one the platform generates it).
 */
export function validateApplicationClient(
  client: Pick<ApplicationClient, 'clientId' | 'clientSecret'>,
): FieldErrors {
  return collectErrors({
    clientId: [validateRequired(client.clientId) ?? validateClientCredential(client.clientId)],
    clientSecret: [validateClientCredential(client.clientSecret)],
  })
}

type ApplicationFields = Pick<
  ApplicationInput,
  | 'type'
  | 'code'
  | 'name'
  | 'nameEn'
  | 'url'
  | 'publicSwaggerUrl'
  | 'privateSwaggerUrl'
  | 'helpUrl'
  | 'compodocUrl'
  | 'techUrl'
  | 'version'
  | 'ip'
  | 'parentId'
  | 'clients'
>

/**
 * The application form: a name; a code of Latin letters for every type but external and
 * link; well-formed addresses (the url is not checked for a virtual application, which has
 * none); an IP address or subnet; a parent for a virtual application; and clients whose ids
 * follow the mask and are not repeated in the form. Whether the code or a client id is used
 * by another application, and whether the domains, methods and parent exist, are the
 * platform's checks.
 */
export function validateApplication(input: ApplicationFields): FieldErrors {
  const results: Record<string, RuleResult[]> = {
    name: [validateRequired(input.name) ?? oneLine(input.name)],
    nameEn: [oneLine(input.nameEn)],
    version: [oneLine(input.version)],
    ip: [validateSubnetAddress(input.ip)],
  }
  if (hasApplicationCode(input.type)) {
    results.code = [
      validateRequired(input.code) ??
        validateLatinCode(input.code) ??
        validateMaxLength(input.code, limits.textMaxLength),
    ]
  }
  for (const field of applicationUrlFields) {
    if (field === 'url' && !hasApplicationUrl(input.type)) continue
    results[field] = [webAddress(input[field])]
  }
  if (input.type === 'virtual') results.parentId = [validateRequired(input.parentId)]

  const seen = new Set<string>()
  input.clients.forEach((client, index) => {
    for (const [field, keys] of Object.entries(validateApplicationClient(client))) {
      results[`clients.${index}.${field}`] = keys
    }
    if (client.clientId && seen.has(client.clientId)) {
      results[`clients.${index}.clientId`] = [
        ...(results[`clients.${index}.clientId`] ?? []),
        'errorUnique',
      ]
    }
    seen.add(client.clientId)
  })
  return collectErrors(results)
}
