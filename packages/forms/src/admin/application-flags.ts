import type { Application, ApplicationInput, ApplicationType } from '@platform/sdk'
import { hasApplicationCode, hasApplicationUrl } from './application'

type Saved = Pick<Application, 'type' | 'actionsAccess'>

/** What the application form lets the administrator change, and what it hides. */
export interface ApplicationLocks {
  /** Nothing can be changed: the view is read-only, or an internal application once saved. */
  readOnly: boolean
  /** Clients cannot be added, removed or changed. */
  clientsReadOnly: boolean
  /** A saved client's secret may be generated anew. */
  canRegenerateSecret: boolean
  /** The code field is hidden (external and link applications have none). */
  codeHidden: boolean
  /** The url field is disabled (a virtual application has none). */
  urlDisabled: boolean
  /** The menu visibility switch is disabled, and the application stays out of the menu. */
  menuVisibleDisabled: boolean
}

/**
 * Whether an application may appear in the service menu: it needs a url, and neither a
 * draft, an external application nor one whose view is read-only (actionsAccess 2) may.
 */
export function canShowInMenu(
  application: Pick<ApplicationInput, 'type' | 'url'> & { actionsAccess?: number },
): boolean {
  const { type, url, actionsAccess = 0 } = application
  if (type === 'draft' || type === 'external' || actionsAccess === 2) return false
  return hasApplicationUrl(type) && Boolean(url?.trim())
}

/**
 * The locks of the form from what is typed (`values`) and what the platform says of the saved
 * application (`saved`, `null` in create mode). actionsAccess 1 makes the clients read-only;
 * 2 makes the whole view read-only and implies 1; an internal application is locked once it
 * exists. A new secret may be generated only while clients are not read-only by access.
 */
export function applicationLocks(
  values: Pick<ApplicationInput, 'type' | 'url'>,
  saved: Saved | null,
): ApplicationLocks {
  const access = saved?.actionsAccess ?? 0
  const readOnly = saved !== null && (saved.type === 'internal' || access === 2)
  return {
    readOnly,
    clientsReadOnly: readOnly || access >= 1,
    canRegenerateSecret: saved !== null && access === 0,
    codeHidden: !hasApplicationCode(values.type),
    urlDisabled: !hasApplicationUrl(values.type),
    menuVisibleDisabled: !canShowInMenu({ ...values, actionsAccess: access }),
  }
}

/** The domains of an application: a draft without any gets the base domain preselected. */
export function preselectedDomains(
  type: ApplicationType,
  domains: readonly string[],
  baseDomainId: string | null | undefined,
): string[] {
  if (type === 'draft' && domains.length === 0 && baseDomainId) return [baseDomainId]
  return [...domains]
}

/**
 * A new application's form: a draft (prepared, not yet offered to anyone) on the base
 * domain, enabled, with menu visibility on (it takes effect once the application may be in
 * the menu) and profile visibility off.
 */
export function newApplication(baseDomainId?: string | null): ApplicationInput {
  return {
    enabled: true,
    type: 'draft',
    code: '',
    name: '',
    nameEn: null,
    url: null,
    description: null,
    publicSwaggerUrl: null,
    privateSwaggerUrl: null,
    helpUrl: null,
    compodocUrl: null,
    techUrl: null,
    version: null,
    ip: null,
    domains: preselectedDomains('draft', [], baseDomainId),
    parentId: null,
    menuVisible: true,
    profileVisible: false,
    serviceAccount: false,
    methods: [],
    virtualSupport: false,
    clients: [],
  }
}

/** Changes the type of the form; a draft gets the base domain when it has no domain yet. */
export function setApplicationType<T extends Pick<ApplicationInput, 'type' | 'domains'>>(
  values: T,
  type: ApplicationType,
  baseDomainId: string | null | undefined,
): T {
  return { ...values, type, domains: preselectedDomains(type, values.domains, baseDomainId) }
}

/**
 * What is sent and stored of a form: no code for external and link applications, no url
 * for a virtual one, a parent only for a virtual one, and menu visibility only where the
 * application may be in the menu.
 */
export function effectiveApplication<T extends ApplicationInput>(input: T, actionsAccess = 0): T {
  const { code, ...rest } = input
  const url = hasApplicationUrl(input.type) ? (input.url ?? null) : null
  return {
    ...rest,
    ...(hasApplicationCode(input.type) ? { code } : {}),
    url,
    parentId: input.type === 'virtual' ? (input.parentId ?? null) : null,
    menuVisible:
      (input.menuVisible ?? true) && canShowInMenu({ type: input.type, url, actionsAccess }),
  } as T
}
