import {
  collectErrors,
  type RuleResult,
  validateComment,
  validateDomain,
  validateRequired,
  validateUrl,
} from '@platform/forms'
import type { Domain, DomainInput, FieldErrors } from '@platform/sdk'
import type { SandboxState } from '../../state'
import type { LibrariesState } from '../../state/libraries'

/** The libraries slice (languages, documents, banners), read defensively: it is another area's. */
export function library(state: SandboxState): Partial<LibrariesState> {
  return (state.libraries as Partial<LibrariesState> | undefined) ?? {}
}

/** A footer link: a web address, or a `mailto:` or `tel:` one. */
function validateTechnicalLink(link: string): RuleResult {
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(link) || /^tel:\+?[\d-]{5,20}$/.test(link)) return undefined
  return validateRequired(link) ?? validateUrl(link)
}

export interface DomainCheck {
  invalid: FieldErrors
  /** Aliases another domain already answers on: 409. */
  taken: FieldErrors
}

/** Checks the domain form (aliases without scheme, at least one language). */
export function checkDomain(state: SandboxState, input: DomainInput, self?: Domain): DomainCheck {
  const results: Record<string, RuleResult[]> = {}
  const taken: Record<string, RuleResult[]> = {}
  const add = (key: string, result: RuleResult) => {
    results[key] = [...(results[key] ?? []), result]
  }
  const { languages, documents, banners } = library(state)
  const others = state.domains.items.filter((domain) => domain.id !== self?.id)

  if (input.aliases.length === 0) add('aliases', 'errorEmpty')
  const seen = new Set<string>()
  input.aliases.forEach((alias, index) => {
    const key = `aliases.${index}`
    const lower = alias.toLowerCase()
    add(key, validateRequired(alias) ?? validateDomain(alias))
    if (seen.has(lower)) add(key, 'errorUnique')
    seen.add(lower)
    if (others.some((domain) => domain.aliases.some((each) => each.toLowerCase() === lower))) {
      taken[key] = ['errorUnique']
    }
  })
  add('comment', validateComment(input.comment))
  add('publicDocsUrl', validateUrl(input.publicDocsUrl))
  const template = input.styleTemplate ?? null
  if (template !== null && !state.domains.styleTemplates.some((each) => each.code === template)) {
    add('styleTemplate', 'errorInvalid')
  }
  const known = (list: { id: string }[] | undefined, id: string) =>
    list === undefined || list.some((each) => each.id === id)
  input.documents?.forEach((id, index) => {
    add(`documents.${index}`, known(documents, id) ? undefined : 'errorInvalid')
  })
  input.banners?.forEach((id, index) => {
    add(`banners.${index}`, known(banners, id) ? undefined : 'errorInvalid')
  })
  input.agreements?.forEach((agreement, index) => {
    const document = documents?.find((each) => each.id === agreement.agreementId)
    const valid = documents === undefined || document?.type === 'agreement'
    add(`agreements.${index}.agreementId`, valid ? undefined : 'errorInvalid')
  })
  input.devicesIdAttributes?.forEach((entry, index) => {
    const valid = state.domains.deviceTypes.some((type) => type.id === entry.deviceTypeId)
    add(`devicesIdAttributes.${index}.deviceTypeId`, valid ? undefined : 'errorInvalid')
    add(`devicesIdAttributes.${index}.idAttributes`, validateRequired(entry.idAttributes))
  })

  if (input.locales.length === 0) add('locales', 'errorLocaleRequired')
  const localeIds = new Set<string>()
  input.locales.forEach((locale, index) => {
    const key = `locales.${index}`
    if (!known(languages, locale.localeId)) add(`${key}.localeId`, 'errorInvalid')
    if (localeIds.has(locale.localeId)) add(`${key}.localeId`, 'errorUnique')
    localeIds.add(locale.localeId)
    add(`${key}.settings.projectTitle`, validateRequired(locale.settings.projectTitle))
    add(`${key}.settings.siteLink`, validateUrl(locale.settings.siteLink))
    locale.settings.banners.forEach((id, bannerIndex) => {
      add(`${key}.settings.banners.${bannerIndex}`, known(banners, id) ? undefined : 'errorInvalid')
    })
    locale.settings.technical.forEach((link, linkIndex) => {
      add(`${key}.settings.technical.${linkIndex}.title`, validateRequired(link.title))
      add(`${key}.settings.technical.${linkIndex}.link`, validateTechnicalLink(link.link))
    })
  })
  return { invalid: collectErrors(results), taken: collectErrors(taken) }
}
