import type { DomainInput, DomainLocale, FieldErrors } from '@platform/sdk'
import { collectErrors } from '../collect'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateDomain } from '../validators/domain'
import { validateComment, validateMaxLength } from '../validators/length'
import { validateRequired } from '../validators/required'
import { validateUrl } from '../validators/url'

const oneLine = (value: string | null | undefined): RuleResult =>
  validateMaxLength(value, limits.textMaxLength)

const webAddress = (value: string | null | undefined): RuleResult =>
  validateMaxLength(value, limits.urlMaxLength) ?? validateUrl(value)

/** A footer link: a web address, or a `mailto:` or `tel:` one (support mail, a phone). */
export function validateTechnicalLink(link: string | null | undefined): RuleResult {
  if (!link) return 'errorEmpty'
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(link) || /^tel:\+?[\d-]{5,20}$/.test(link)) return undefined
  return webAddress(link)
}

type DomainFields = Pick<
  DomainInput,
  | 'aliases'
  | 'comment'
  | 'publicDocsUrl'
  | 'imageCode'
  | 'devicesIdAttributes'
  | 'locales'
  | 'agreements'
>

type Add = (key: string, result: RuleResult) => void

function checkLocale(locale: DomainLocale, key: string, add: Add): void {
  const { settings } = locale
  add(
    `${key}.settings.projectTitle`,
    validateRequired(settings.projectTitle) ?? oneLine(settings.projectTitle),
  )
  add(`${key}.settings.projectName`, oneLine(settings.projectName))
  add(`${key}.settings.copyright`, oneLine(settings.copyright))
  add(`${key}.settings.siteName`, oneLine(settings.siteName))
  add(`${key}.settings.siteLink`, webAddress(settings.siteLink))
  settings.technical.forEach((link, index) => {
    const at = `${key}.settings.technical.${index}`
    add(`${at}.title`, validateRequired(link.title) ?? oneLine(link.title))
    add(`${at}.text`, oneLine(link.text))
    add(`${at}.link`, validateTechnicalLink(link.link))
  })
}

/** Marks every entry after the first that repeats an earlier one. */
function checkRepeats(values: readonly string[], keyOf: (index: number) => string, add: Add) {
  const seen = new Set<string>()
  values.forEach((value, index) => {
    if (value && seen.has(value)) add(keyOf(index), 'errorUnique')
    seen.add(value)
  })
}

/**
 * The domain form: at least one alias, each a host written without a scheme or a path and
 * none repeated; a comment of at most 255 characters; a well-formed docs address; each device
 * type chosen, once, with at least one identifier; each agreement chosen, once; at least one
 * language entry, each language chosen, once, with a project title, a well-formed site
 * address and footer links that have a title and a link. Whether an alias is used by another domain, and whether the
 * languages, documents, banners and device types exist, are the platform's checks.
 */
export function validateDomainForm(input: DomainFields): FieldErrors {
  const results: Record<string, RuleResult[]> = {}
  const add: Add = (key, result) => {
    results[key] = [...(results[key] ?? []), result]
  }
  if (input.aliases.length === 0) add('aliases', 'errorEmpty')
  input.aliases.forEach((alias, index) => {
    add(`aliases.${index}`, validateRequired(alias) ?? validateDomain(alias))
  })
  checkRepeats(
    input.aliases.map((alias) => alias.toLowerCase()),
    (index) => `aliases.${index}`,
    add,
  )
  add('comment', validateComment(input.comment))
  add('imageCode', oneLine(input.imageCode))
  add('publicDocsUrl', webAddress(input.publicDocsUrl))

  const devices = input.devicesIdAttributes ?? []
  devices.forEach((entry, index) => {
    add(`devicesIdAttributes.${index}.deviceTypeId`, validateRequired(entry.deviceTypeId))
    add(`devicesIdAttributes.${index}.idAttributes`, validateRequired(entry.idAttributes))
  })
  const agreements = input.agreements ?? []
  agreements.forEach((agreement, index) => {
    add(`agreements.${index}.agreementId`, validateRequired(agreement.agreementId))
  })
  checkRepeats(
    agreements.map((agreement) => agreement.agreementId),
    (index) => `agreements.${index}.agreementId`,
    add,
  )
  checkRepeats(
    devices.map((entry) => entry.deviceTypeId),
    (index) => `devicesIdAttributes.${index}.deviceTypeId`,
    add,
  )

  if (input.locales.length === 0) add('locales', 'errorLocaleRequired')
  input.locales.forEach((locale, index) => {
    add(`locales.${index}.localeId`, validateRequired(locale.localeId))
    checkLocale(locale, `locales.${index}`, add)
  })
  checkRepeats(
    input.locales.map((locale) => locale.localeId),
    (index) => `locales.${index}.localeId`,
    add,
  )
  return collectErrors(results)
}

/** The language entry a new domain starts with when the base domain gives none. */
export function emptyDomainLocale(localeId: string, order = 0): DomainLocale {
  return {
    localeId,
    order,
    enabled: true,
    settings: {
      projectTitle: '',
      projectName: null,
      copyright: null,
      siteName: null,
      siteLink: null,
      banners: [],
      technical: [],
    },
  }
}

/**
 * A new domain's form: enabled, with the cookie notice on, not base, and the base domain's
 * language entries (or an empty Russian one) with Russian enabled.
 */
export function newDomain(
  baseLocales: readonly DomainLocale[],
  russianId: string | undefined,
): Required<DomainInput> {
  const locales = baseLocales.length
    ? baseLocales.map((locale) => structuredClone(locale))
    : russianId
      ? [emptyDomainLocale(russianId)]
      : []
  for (const locale of locales) if (locale.localeId === russianId) locale.enabled = true
  return {
    enabled: true,
    base: false,
    comment: null,
    aliases: [],
    imageCode: null,
    styleTemplate: null,
    publicDocsUrl: null,
    baseSettings: false,
    cookie: true,
    documents: [],
    banners: [],
    devicesIdAttributes: [],
    locales,
    agreements: [],
  }
}
