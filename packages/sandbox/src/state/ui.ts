import type {
  DeviceDisplayReport,
  MetricsHit,
  ProjectUiSettings,
  StyleAsset,
  UserUiSettings,
} from '@platform/sdk'

/** A text in both interface languages. */
export type Localized = Record<'ru' | 'en', string>

/**
 * The project's own pieces of the project info. The rest (texts, links, banners, languages,
 * agreements) is derived live from the base domain and the libraries.
 */
interface ProjectConfig {
  code: string
  /** The style used when the base domain names no image set. */
  styleCode: string
  /** Fallbacks for a domain language without its own texts. */
  title: Localized
  copyright: Localized
  devUrl: string | null
  copyrightUrl: string | null
  legalInfo: { url: string; text: Localized } | null
  /** The cookie notice; its link is the document with `documentCode`, when the library has it. */
  cookie: { text: Localized; linkName: Localized; documentCode: string }
  uiSettings: ProjectUiSettings
}

/** An entry of a navigation menu as configured; titles are chosen per request locale. */
export interface MenuConfig {
  applicationKey: string
  serviceUrl: string | null
  title: Localized
  icon: string | null
  visible: boolean
  children?: MenuConfig[]
}

export interface CountryConfig {
  code: string
  dialCode: string
  name: Localized
  mask: string | null
}

/** An image of a style: SVG text, or base64 bytes of a raster image. */
export interface StyleImage {
  type: 'image/svg+xml' | 'image/png' | 'image/webp'
  name: string
  svg?: string
  base64?: string
}

/** Owned by the ui area: the shell's configuration and the per-account interface settings. */
export interface UiState {
  project: ProjectConfig
  /** The portal's navigation (`getMenu`, type platform). */
  menu: MenuConfig[]
  /** The administration navigation, shown to platform administrators only. */
  platformMenu: MenuConfig[]
  countries: CountryConfig[]
  /** Images per style code. */
  styles: Record<string, Partial<Record<StyleAsset, StyleImage>>>
  /**
   * Interface switches of the project as served on another host name (a second domain of the
   * same platform), over the project's own: `compact.localhost` (browsers take any
   * `*.localhost` for this machine) shows a project without the header and with captions in the
   * mini navigation.
   */
  hostUiSettings: Record<string, Partial<ProjectUiSettings>>
  /** Interface settings per account id. */
  userSettings: Record<string, UserUiSettings>
  /** The last screen reported per session id. */
  displays: Record<string, DeviceDisplayReport & { reportedAt: string }>
  /** Page views, newest first (kept to the last 1,000). */
  metrics: (MetricsHit & { at: string; accountId: string | null })[]
}

export function userSettingsOf(ui: UiState, accountId: string): UserUiSettings {
  let settings = ui.userSettings[accountId]
  if (!settings) {
    settings = { lang: null, pagination: null, navMini: false, cookie: false }
    ui.userSettings[accountId] = settings
  }
  return settings
}
