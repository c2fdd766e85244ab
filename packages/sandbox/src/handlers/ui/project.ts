// Project info, derived live from the base domain, the libraries and the ui slice, so the
// administrators' changes show on the sign-in page at once.
import type {
  DomainLocaleSettings,
  ProjectInfo,
  ProjectLocaleOptions,
  PublicSettings,
} from '@platform/sdk'
import type { SandboxState } from '../../state'
import { passwordPolicy, settingFlag } from '../../state/settings'
import { publicFields } from '../profile/configure'
import { agreements, baseDomain, type Locale, offeredTerms, termsEntry } from '../visitor/terms'

interface DomainLanguage {
  code: string
  name: string
  settings: DomainLocaleSettings | null
}

/** The enabled languages of the base domain, in switcher order (Russian when none is set). */
export function domainLanguages(state: SandboxState): DomainLanguage[] {
  const languages = state.libraries?.languages ?? []
  const entries = [...(baseDomain(state)?.locales ?? [])]
    .filter((entry) => entry.enabled)
    .sort((a, b) => a.order - b.order)
    .flatMap((entry) => {
      const language = languages.find((candidate) => candidate.id === entry.localeId)
      return language?.enabled
        ? [{ code: language.code, name: language.name, settings: entry.settings }]
        : []
    })
  return entries.length > 0 ? entries : [{ code: 'ru', name: 'Русский', settings: null }]
}

const textLocale = (code: string): Locale => (code === 'en' ? 'en' : 'ru')

function absolute(link: string | null, origin: string): string | null {
  if (!link) return null
  try {
    return new URL(link, origin).href
  } catch {
    return null
  }
}

/** The style the project uses: the base domain's image set, or the project's own. */
function projectStyle(state: SandboxState): string {
  return baseDomain(state)?.imageCode ?? state.ui.project.styleCode
}

function localeOptions(
  state: SandboxState,
  language: DomainLanguage,
  origin: string,
): ProjectLocaleOptions {
  const { project } = state.ui
  const locale = textLocale(language.code)
  const banners = state.libraries?.banners ?? []
  const authBanners = (language.settings?.banners ?? []).flatMap((id) => {
    const banner = banners.find((candidate) => candidate.id === id)
    if (!banner?.visible) return []
    const link = absolute(banner.link, origin)
    return [{ code: banner.code, title: banner.title, text: banner.text ?? '', link }]
  })
  const policy = state.libraries?.documents?.find(
    (document) => document.code === project.cookie.documentCode && document.enabled,
  )
  const cookie =
    baseDomain(state)?.cookie === false
      ? null
      : {
          text: project.cookie.text[locale],
          linkName: policy ? project.cookie.linkName[locale] : null,
          link: policy ? `/platform/law/${policy.code}` : null,
        }
  return { authBanners, cookie }
}

export function projectInfo(state: SandboxState, locale: Locale, origin: string): ProjectInfo {
  const { project, styles } = state.ui
  const domain = baseDomain(state)
  const languages = domainLanguages(state)
  const current = languages.find((language) => language.code === locale) ?? languages[0]
  const settings = current?.settings ?? null
  const terms = agreements(state)
  const footer = terms.find((agreement) => agreement.entry.footerVisible) ?? terms[0]
  const footerEntry = footer ? termsEntry(state, footer, locale) : null
  const styleCode = projectStyle(state)
  const options: ProjectInfo['options'] = {}
  for (const language of languages) options[language.code] = localeOptions(state, language, origin)
  return {
    code: project.code,
    styleCode,
    copyright: {
      text: settings?.copyright ?? project.copyright[locale],
      title: settings?.projectTitle ?? project.title[locale],
    },
    helpUrl: domain?.publicDocsUrl ?? null,
    siteUrl: settings?.siteLink
      ? { url: settings.siteLink, text: settings.siteName ?? new URL(settings.siteLink).host }
      : null,
    devUrl: project.devUrl,
    copyrightUrl: project.copyrightUrl,
    technicalLinks: (settings?.technical ?? []).map((link) => ({
      title: link.title,
      url: link.link,
      text: link.text ?? link.link,
      mobile: link.mobile,
    })),
    lawInfo: {
      legalInfo: project.legalInfo
        ? { url: project.legalInfo.url, text: project.legalInfo.text[locale] }
        : null,
      termsInfo:
        footer && footerEntry
          ? {
              id: footer.document.id,
              title: footerEntry.title,
              link: footerEntry.link ?? null,
              footerVisible: footer.entry.footerVisible,
            }
          : null,
    },
    options,
    uiSettings: {
      ...project.uiSettings,
      headerVisible: settingFlag(state.settings, 'headerVisible', project.uiSettings.headerVisible),
      ...state.ui.hostUiSettings[new URL(origin).hostname],
    },
    locales: languages.map(({ code, name }) => ({ code, name })),
    logos: {
      logo: `/style/${styleCode}/logo`,
      miniLogo: styles[styleCode]?.miniLogo ? `/style/${styleCode}/miniLogo` : null,
    },
  }
}

export function publicSettings(state: SandboxState, locale: Locale): PublicSettings {
  return {
    passwordPolicy: passwordPolicy(state.settings),
    fields: publicFields(state),
    codeLength: 4,
    terms: offeredTerms(state, locale),
  }
}
