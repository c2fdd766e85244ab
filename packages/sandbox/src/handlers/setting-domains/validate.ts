import { collectErrors, type RuleResult, validateDomainForm } from '@platform/forms'
import type { Domain, DomainInput, FieldErrors } from '@platform/sdk'
import type { SandboxState } from '../../state'
import type { LibrariesState } from '../../state/libraries'

/** The libraries slice (languages, documents, banners), read defensively: it is another area's. */
export function library(state: SandboxState): Partial<LibrariesState> {
  return (state.libraries as Partial<LibrariesState> | undefined) ?? {}
}

export interface DomainCheck {
  invalid: FieldErrors
  /** Aliases another domain already answers on: 409. */
  taken: FieldErrors
}

/**
 * Checks the domain form: the form's own rules (`validateDomainForm`, the same the portal
 * runs), then what needs the state: aliases no other domain answers on, and a style template,
 * documents, banners, agreements, device types and languages that exist.
 */
export function checkDomain(state: SandboxState, input: DomainInput, self?: Domain): DomainCheck {
  const results: Record<string, RuleResult[]> = { ...validateDomainForm(input) }
  const taken: Record<string, RuleResult[]> = {}
  const add = (key: string, result: RuleResult) => {
    results[key] = [...(results[key] ?? []), result]
  }
  const { languages, documents, banners } = library(state)
  const others = state.domains.items.filter((domain) => domain.id !== self?.id)

  input.aliases.forEach((alias, index) => {
    const lower = alias.toLowerCase()
    if (others.some((domain) => domain.aliases.some((each) => each.toLowerCase() === lower))) {
      taken[`aliases.${index}`] = ['errorUnique']
    }
  })
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
  })
  input.locales.forEach((locale, index) => {
    const key = `locales.${index}`
    if (!known(languages, locale.localeId)) add(`${key}.localeId`, 'errorInvalid')
    locale.settings.banners.forEach((id, bannerIndex) => {
      add(`${key}.settings.banners.${bannerIndex}`, known(banners, id) ? undefined : 'errorInvalid')
    })
  })
  return { invalid: collectErrors(results), taken: collectErrors(taken) }
}
