// Navigation menus: the portal's, the administration's and the service switch.
import type { UiMenuEntry } from '@platform/sdk'
import type { SandboxState } from '../../state'
import type { Account } from '../../state/core'
import type { MenuConfig } from '../../state/ui'
import type { Locale } from '../visitor/terms'

function toEntry(config: MenuConfig, locale: Locale): UiMenuEntry {
  const entry: UiMenuEntry = {
    applicationKey: config.applicationKey,
    serviceUrl: config.serviceUrl,
    title: config.title[locale],
    description: null,
    icon: config.icon,
    visible: config.visible,
  }
  if (config.children) entry.children = config.children.map((child) => toEntry(child, locale))
  return entry
}

/** The portal's navigation; the accesses group only while access requests are on. */
export function portalMenu(state: SandboxState, locale: Locale): UiMenuEntry[] {
  const accessRequests = state.ui.project.uiSettings.accessRequests
  return state.ui.menu
    .filter((config) => accessRequests || config.applicationKey !== 'accesses')
    .map((config) => toEntry(config, locale))
}

/** The administration menu: every screen for a platform administrator, nothing otherwise. */
export function administrationMenu(
  state: SandboxState,
  account: Account,
  locale: Locale,
): UiMenuEntry[] {
  return account.admin ? state.ui.platformMenu.map((config) => toEntry(config, locale)) : []
}

/**
 * The services the person may open: enabled applications shown in the menu, with an
 * address, granted to the account, in the administrators' order.
 */
export function servicesMenu(state: SandboxState, account: Account, locale: Locale): UiMenuEntry[] {
  const granted = new Set(account.applications)
  return [...(state.applications?.items ?? [])]
    .filter((app) => app.enabled && app.menuVisible && app.url && granted.has(app.id))
    .sort((a, b) => a.order - b.order)
    .map((app) => ({
      applicationKey: app.code ?? app.id,
      serviceUrl: app.url,
      title: locale === 'en' ? (app.nameEn ?? app.name) : app.name,
      description: app.description,
      icon: null,
      visible: true,
    }))
}
