import type {
  Domain,
  DomainAgreement,
  DomainDeviceIdAttributes,
  DomainInput,
  DomainLocale,
} from '@platform/sdk'

/** A footer link of one language, texts as typed. */
interface TechnicalValues {
  title: string
  text: string
  link: string
  mobile: boolean
}

/** One language entry; its position in the list is its order. */
export interface LocaleValues {
  localeId: string
  enabled: boolean
  settings: {
    projectTitle: string
    projectName: string
    copyright: string
    siteName: string
    siteLink: string
    banners: string[]
    technical: TechnicalValues[]
  }
}

/** The domain dialog's values: texts as typed, empty for none; list entries as objects. */
export interface DomainValues {
  enabled: boolean
  base: boolean
  comment: string
  aliases: { value: string }[]
  imageCode: string
  styleTemplate: string
  publicDocsUrl: string
  baseSettings: boolean
  cookie: boolean
  documents: string[]
  banners: string[]
  devicesIdAttributes: DomainDeviceIdAttributes[]
  locales: LocaleValues[]
  agreements: DomainAgreement[]
}

const text = (value: string | null | undefined) => value ?? ''
const orNull = (value: string) => value.trim() || null

/** The form of one language entry. */
export function localeValues(locale: DomainLocale): LocaleValues {
  const { settings } = locale
  return {
    localeId: locale.localeId,
    enabled: locale.enabled,
    settings: {
      projectTitle: settings.projectTitle,
      projectName: text(settings.projectName),
      copyright: text(settings.copyright),
      siteName: text(settings.siteName),
      siteLink: text(settings.siteLink),
      banners: [...settings.banners],
      technical: settings.technical.map((link) => ({ ...link, text: text(link.text) })),
    },
  }
}

/** The form of a saved domain, or of a new one (`newDomain` of the rules). */
export function domainValues(domain: Domain | Required<DomainInput>): DomainValues {
  return {
    enabled: domain.enabled,
    base: domain.base,
    comment: text(domain.comment),
    // A new domain starts with one empty address to fill in.
    aliases: domain.aliases.length ? domain.aliases.map((value) => ({ value })) : [{ value: '' }],
    imageCode: text(domain.imageCode),
    styleTemplate: text(domain.styleTemplate),
    publicDocsUrl: text(domain.publicDocsUrl),
    baseSettings: domain.baseSettings,
    cookie: domain.cookie,
    documents: [...domain.documents],
    banners: [...domain.banners],
    devicesIdAttributes: domain.devicesIdAttributes.map((entry) => ({
      deviceTypeId: entry.deviceTypeId,
      idAttributes: [...entry.idAttributes],
    })),
    locales: [...domain.locales].sort((a, b) => a.order - b.order).map(localeValues),
    agreements: domain.agreements.map((agreement) => ({ ...agreement })),
  }
}

/** The body of a create or update: texts trimmed, empty ones `null`, languages in order. */
export function domainInput(values: DomainValues): DomainInput {
  return {
    enabled: values.enabled,
    base: values.base,
    comment: orNull(values.comment),
    aliases: values.aliases.map((alias) => alias.value.trim()),
    imageCode: orNull(values.imageCode),
    styleTemplate: values.styleTemplate || null,
    publicDocsUrl: orNull(values.publicDocsUrl),
    baseSettings: values.baseSettings,
    cookie: values.cookie,
    documents: values.documents,
    banners: values.banners,
    devicesIdAttributes: values.devicesIdAttributes,
    locales: values.locales.map((locale, order) => ({
      localeId: locale.localeId,
      order,
      enabled: locale.enabled,
      settings: {
        projectTitle: locale.settings.projectTitle.trim(),
        projectName: orNull(locale.settings.projectName),
        copyright: orNull(locale.settings.copyright),
        siteName: orNull(locale.settings.siteName),
        siteLink: orNull(locale.settings.siteLink),
        banners: locale.settings.banners,
        technical: locale.settings.technical.map((link) => ({
          title: link.title.trim(),
          text: orNull(link.text),
          link: link.link.trim(),
          mobile: link.mobile,
        })),
      },
    })),
    agreements: values.agreements,
  }
}

/**
 * The control an error key lands on: an alias on its input, one entry of a picker
 * (`documents.0`, `locales.1.settings.banners.0`) on the picker.
 */
export function domainField(key: string): string {
  if (/^aliases\.\d+$/.test(key)) return `${key}.value`
  return key.replace(/^(documents|banners|locales\.\d+\.settings\.banners)\.\d+$/, '$1')
}
