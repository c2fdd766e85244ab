import { documentTypeValues } from '@platform/sdk'
import {
  getEntryPasswordLinkStatusQuery,
  getInvitationLinkStatusQuery,
  getPasswordLinkStatusQuery,
  getRegistrationLinkStatusQuery,
} from '@platform/sdk/query'
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router'
import { validateAccessRequestsSearch } from '../features/accesses/incoming/search'
import { validateApplicationsSearch } from '../features/admin/applications/search'
import {
  changeHistorySearch,
  diagnosticsSearch,
  integrationLogSearch,
  integrationSyncSearch,
  monitoringSearch,
} from '../features/admin/log-searches'
import { LoginPage } from '../features/auth/LoginPage'
import { validateContactsSearch } from '../features/contacts/search'
import { validateInvitationsSearch } from '../features/invitations/search'
import {
  companiesSearch,
  historySearch,
  notificationsSearch,
  sessionsSearch,
} from '../features/profile/list-searches'
import { applyProjectLocale, ensurePageTexts, textsReady } from '../i18n/activate'
import { askAgainInNewLanguage } from '../i18n/ask-again'
import { AuthLayout } from '../layouts/auth/AuthLayout'
import { preloadSessionControls } from '../layouts/parts/Header'
import { grantsPath } from '../layouts/parts/menu'
import type { Platform } from '../platform/client'
import { loadStartup, type Startup } from '../platform/startup'
import { listSearch, param } from '../shared/list/search'
import { RootLayout } from '../shell/RootLayout'
import { StartupError } from '../shell/StartupError'
import { StartupLoading } from '../shell/StartupLoading'
import { type AccessFlag, guard } from './guard'
import type { RouteName } from './names'
import { routePaths } from './paths'
import { loadPlatformMenu } from './platform-menu'
import { validateKeptSearch } from './search'

interface RouterContext {
  platform: Platform
}

interface StartupContext {
  startup: Startup
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateKeptSearch,
  beforeLoad: async ({ context, location, matches, search }): Promise<StartupContext> => {
    const { client, queryClient } = context.platform
    const leaf = matches.at(-1)?.staticData ?? {}
    // The texts and the startup calls load side by side (the calls already ask in the chosen
    // locale); pages other than sign-in also need the texts of their own code.
    const texts =
      leaf.name !== undefined && leaf.name !== 'Auth' && leaf.name !== 'Root'
        ? ensurePageTexts(leaf.name)
        : textsReady()
    // A page that needs a session asks the signed-in person's calls at once (see loadStartup).
    const options = { sessionExpected: leaf.name !== undefined && leaf.public === false }
    // Its header's controls too, so that the header draws with them.
    const controls = options.sessionExpected ? preloadSessionControls() : undefined
    // An administration page's guard needs the administration menu: asked now, as the guard
    // asks it (only when it is not in the cache yet), it comes with the startup instead of a
    // round trip after it. A failure here is the guard's to show.
    if (options.sessionExpected && matches.some((match) => match.routeId === platformLayout.id)) {
      loadPlatformMenu(context.platform).catch(() => undefined)
    }
    let [startup] = await Promise.all([loadStartup(client, queryClient, options), texts, controls])
    if (await applyProjectLocale(startup)) {
      // Menus, project texts and countries came in the language chosen before the person's
      // setting was known, and the administration menu, asked beside the startup, may still be
      // on its way in it: all of them again, in the chosen one.
      await askAgainInNewLanguage(queryClient)
      startup = await loadStartup(client, queryClient, options)
    }
    document.documentElement.dataset.style = startup.project.styleCode
    const decision = guard({
      route: leaf,
      signedIn: startup.profile !== null,
      services: startup.services.length,
      accesses: startup.configure?.accesses,
    })
    if (decision.action === 'redirect') {
      throw redirect({
        to: routePaths[decision.to],
        search: {
          ref: search.ref,
          id: search.id,
          from: decision.keepLocation ? location.href : undefined,
        },
        replace: true,
      })
    }
    return { startup }
  },
  component: RootLayout,
  pendingComponent: StartupLoading,
  errorComponent: StartupError,
})

/**
 * A named route with its guard data; `public` routes need no session, and a route with
 * `access` needs that flag of the person.
 */
function staticData(name: RouteName, options: { public?: boolean; access?: AccessFlag } = {}) {
  return { name, public: options.public ?? false, access: options.access }
}

// Layouts: Auth, Profile, Platform, Accesses and Law.
// The sign-in page and its layout come with the first load (most visits start there); every
// other layout and page is a lazy chunk of its own.
const authLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  component: AuthLayout,
})
const profileLayout = createRoute({ getParentRoute: () => rootRoute, id: 'profile' }).lazy(() =>
  import('../layouts/profile/route').then((module) => module.Route),
)
const platformLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'platform',
  // Only what the administration menu grants opens; anything else is treated as an unknown
  // route (it goes to the root, which sends the person on).
  beforeLoad: async ({ context, location }) => {
    const menu = await loadPlatformMenu(context.platform)
    if (!grantsPath(menu, location.pathname)) {
      throw redirect({ to: routePaths.Root, replace: true })
    }
  },
}).lazy(() => import('../layouts/platform/route').then((module) => module.Route))
const accessesLayout = createRoute({ getParentRoute: () => rootRoute, id: 'accesses' }).lazy(() =>
  import('../layouts/accesses/route').then((module) => module.Route),
)
const lawLayout = createRoute({ getParentRoute: () => rootRoute, id: 'law' }).lazy(() =>
  import('../layouts/law/route').then((module) => module.Route),
)

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: routePaths.Root,
  staticData: staticData('Root', { public: true }),
  beforeLoad: ({ search }) => {
    throw redirect({ to: routePaths.Auth, search, replace: true })
  },
})

const authRoute = createRoute({
  getParentRoute: () => authLayout,
  path: routePaths.Auth,
  staticData: staticData('Auth', { public: true }),
  component: LoginPage,
})

const registrationRoute = createRoute({
  getParentRoute: () => authLayout,
  path: routePaths.Registration,
  staticData: staticData('Registration', { public: true }),
}).lazy(() => import('../features/registration/route').then((module) => module.Route))

const registrationStepTwoRoute = createRoute({
  getParentRoute: () => authLayout,
  path: routePaths.RegistrationStepTwo,
  staticData: staticData('RegistrationStepTwo', { public: true }),
  // The link status is checked before the page shows; its error is the page's error.
  loader: ({ context, params }) =>
    context.platform.queryClient.ensureQueryData(
      getRegistrationLinkStatusQuery(context.platform.client, { id: params.id }),
    ),
}).lazy(() => import('../features/registration/step-two.route').then((module) => module.Route))

const forgotPasswordRoute = createRoute({
  getParentRoute: () => authLayout,
  path: routePaths.ForgotPassword,
  staticData: staticData('ForgotPassword', { public: true }),
}).lazy(() => import('../features/password/forgot.route').then((module) => module.Route))

const newPasswordRoute = createRoute({
  getParentRoute: () => authLayout,
  path: routePaths.NewPassword,
  staticData: staticData('NewPassword', { public: true }),
  loader: ({ context, params }) =>
    context.platform.queryClient.ensureQueryData(
      getPasswordLinkStatusQuery(context.platform.client, { id: params.id }),
    ),
}).lazy(() => import('../features/password/new.route').then((module) => module.Route))

const setPasswordRoute = createRoute({
  getParentRoute: () => authLayout,
  path: routePaths.SetPassword,
  staticData: staticData('SetPassword', { public: true }),
  loader: ({ context, params }) =>
    context.platform.queryClient.ensureQueryData(
      getEntryPasswordLinkStatusQuery(context.platform.client, { id: params.id }),
    ),
}).lazy(() => import('../features/password/entry.route').then((module) => module.Route))

const invitationRoute = createRoute({
  getParentRoute: () => authLayout,
  path: routePaths.Invitation,
  staticData: staticData('Invitation', { public: true }),
  loader: ({ context, params }) =>
    context.platform.queryClient.ensureQueryData(
      getInvitationLinkStatusQuery(context.platform.client, { id: params.id }),
    ),
}).lazy(() => import('../features/invitation/route').then((module) => module.Route))

const helpServiceRoute = createRoute({
  getParentRoute: () => authLayout,
  path: routePaths.HelpService,
  staticData: staticData('HelpService', { public: true }),
}).lazy(() => import('../features/help/route').then((module) => module.Route))

const notFoundRoute = createRoute({
  getParentRoute: () => authLayout,
  path: routePaths.NotFound,
  staticData: staticData('NotFound', { public: true }),
}).lazy(() => import('../shell/not-found.route').then((module) => module.Route))

const switchServiceRoute = createRoute({
  getParentRoute: () => authLayout,
  path: routePaths.switchService,
  staticData: staticData('switchService'),
}).lazy(() => import('../features/apps/route').then((module) => module.Route))

const lawRoute = createRoute({
  getParentRoute: () => lawLayout,
  path: routePaths.LawPage,
  staticData: staticData('LawPage', { public: true }),
}).lazy(() => import('../features/law/route').then((module) => module.Route))

const profileMainRoute = createRoute({
  getParentRoute: () => profileLayout,
  path: routePaths.UserProfileMain,
  staticData: staticData('UserProfileMain'),
  beforeLoad: ({ search }) => {
    throw redirect({ to: routePaths.UserProfilePersonal, search, replace: true })
  },
})

const profilePersonalRoute = createRoute({
  getParentRoute: () => profileLayout,
  path: routePaths.UserProfilePersonal,
  staticData: staticData('UserProfilePersonal'),
}).lazy(() => import('../features/profile/route').then((module) => module.Route))

const profileCompaniesRoute = createRoute({
  getParentRoute: () => profileLayout,
  path: routePaths.UserProfileCompanies,
  staticData: staticData('UserProfileCompanies'),
  validateSearch: companiesSearch,
}).lazy(() => import('../features/profile/companies/route').then((module) => module.Route))

const profileSessionsRoute = createRoute({
  getParentRoute: () => profileLayout,
  path: routePaths.UserProfileSessions,
  staticData: staticData('UserProfileSessions'),
  validateSearch: sessionsSearch,
}).lazy(() => import('../features/profile/sessions/route').then((module) => module.Route))

const profileNotificationsRoute = createRoute({
  getParentRoute: () => profileLayout,
  path: routePaths.UserProfileNotifications,
  staticData: staticData('UserProfileNotifications'),
  validateSearch: notificationsSearch,
}).lazy(() => import('../features/profile/notifications/route').then((module) => module.Route))

const profileSubscriptionsRoute = createRoute({
  getParentRoute: () => profileLayout,
  path: routePaths.UserProfileSubscriptions,
  staticData: staticData('UserProfileSubscriptions'),
}).lazy(() => import('../features/profile/subscriptions/route').then((module) => module.Route))

const profileHistoryRoute = createRoute({
  getParentRoute: () => profileLayout,
  path: routePaths.UserProfileHistory,
  staticData: staticData('UserProfileHistory'),
  validateSearch: historySearch,
}).lazy(() => import('../features/profile/history/route').then((module) => module.Route))

const accessRequestsRoute = createRoute({
  getParentRoute: () => accessesLayout,
  path: routePaths.AccessRequests,
  staticData: staticData('AccessRequests'),
  validateSearch: validateAccessRequestsSearch,
}).lazy(() => import('../features/accesses/route').then((module) => module.Route))

const invitationsRoute = createRoute({
  getParentRoute: () => accessesLayout,
  path: routePaths.Invitations,
  staticData: staticData('Invitations', { access: 'masterAccountAccess' }),
  validateSearch: validateInvitationsSearch,
}).lazy(() => import('../features/invitations/route').then((module) => module.Route))

const profileContactsRoute = createRoute({
  getParentRoute: () => profileLayout,
  path: routePaths.UserProfileContacts,
  staticData: staticData('UserProfileContacts'),
  validateSearch: validateContactsSearch,
}).lazy(() => import('../features/contacts/route').then((module) => module.Route))

const settingOptionsRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingOptions,
  staticData: staticData('SettingOptions'),
}).lazy(() => import('../features/admin/options.route').then((module) => module.Route))

const settingUsersRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingUsers,
  staticData: staticData('SettingUsers'),
}).lazy(() => import('../features/admin/users.route').then((module) => module.Route))

const dynamicFieldsRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.DynamicFields,
  staticData: staticData('DynamicFields'),
}).lazy(() => import('../features/admin/dynamic-fields.route').then((module) => module.Route))

const dynamicFieldsTabRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.DynamicFieldsTab,
  staticData: staticData('DynamicFieldsTab'),
}).lazy(() => import('../features/admin/dynamic-fields-tab.route').then((module) => module.Route))

const settingSectionRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingSection,
  staticData: staticData('SettingSection'),
}).lazy(() => import('../features/admin/not-available.route').then((module) => module.Route))

const settingApplicationsRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingApplications,
  staticData: staticData('SettingApplications'),
  validateSearch: validateApplicationsSearch,
}).lazy(() => import('../features/admin/applications.route').then((module) => module.Route))

const settingDomainsRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingDomains,
  staticData: staticData('SettingDomains'),
  validateSearch: listSearch({ search: param.text, enabled: param.bool }),
}).lazy(() => import('../features/admin/domains.route').then((module) => module.Route))

const settingDeviceTypesRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingDeviceTypes,
  staticData: staticData('SettingDeviceTypes'),
  validateSearch: listSearch({ search: param.text }),
}).lazy(() => import('../features/admin/device-types.route').then((module) => module.Route))

const settingAuthSchemesRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingAuthSchemes,
  staticData: staticData('SettingAuthSchemes'),
}).lazy(() => import('../features/admin/auth-schemes.route').then((module) => module.Route))

const settingProvidersRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingProviders,
  staticData: staticData('SettingProviders'),
  validateSearch: listSearch({}),
}).lazy(() => import('../features/admin/providers.route').then((module) => module.Route))

const settingNotifyMethodsRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingNotifyMethods,
  staticData: staticData('SettingNotifyMethods'),
}).lazy(() => import('../features/admin/notify-methods.route').then((module) => module.Route))

// Lists and libraries of the administration (filters in the address).
const subnetSearch = listSearch({
  search: param.text,
  dateFrom: param.isoDate,
  dateTo: param.isoDate,
})
const settingWhitelistRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingWhitelist,
  staticData: staticData('SettingWhitelist'),
  validateSearch: subnetSearch,
}).lazy(() => import('../features/admin/whitelist.route').then((module) => module.Route))
const settingBlacklistRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingBlacklist,
  staticData: staticData('SettingBlacklist'),
  validateSearch: subnetSearch,
}).lazy(() => import('../features/admin/blacklist.route').then((module) => module.Route))
const settingNetworkAliasesRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingNetworkAliases,
  staticData: staticData('SettingNetworkAliases'),
  validateSearch: listSearch({ name: param.text, ip: param.text }),
}).lazy(() => import('../features/admin/network-aliases.route').then((module) => module.Route))
const settingDocumentsRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingDocuments,
  staticData: staticData('SettingDocuments'),
  validateSearch: listSearch({
    search: param.text,
    locale: param.text,
    type: param.oneOf(documentTypeValues),
  }),
}).lazy(() => import('../features/admin/documents.route').then((module) => module.Route))
const settingBannersRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingBanners,
  staticData: staticData('SettingBanners'),
  validateSearch: listSearch({}),
}).lazy(() => import('../features/admin/banners.route').then((module) => module.Route))
const settingLocalesRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingLocales,
  staticData: staticData('SettingLocales'),
  validateSearch: listSearch({}),
}).lazy(() => import('../features/admin/locales.route').then((module) => module.Route))

const settingLicenseRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingLicense,
  staticData: staticData('SettingLicense'),
}).lazy(() => import('../features/admin/license.route').then((module) => module.Route))

const settingAboutRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingAbout,
  staticData: staticData('SettingAbout'),
}).lazy(() => import('../features/admin/about.route').then((module) => module.Route))
const settingHistoryRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingHistory,
  staticData: staticData('SettingHistory'),
  validateSearch: changeHistorySearch,
}).lazy(() => import('../features/admin/history.route').then((module) => module.Route))

const settingMonitoringRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingMonitoring,
  staticData: staticData('SettingMonitoring'),
  validateSearch: monitoringSearch,
}).lazy(() => import('../features/admin/monitoring.route').then((module) => module.Route))

const settingDiagnosticsRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingDiagnostics,
  staticData: staticData('SettingDiagnostics'),
  validateSearch: diagnosticsSearch,
}).lazy(() => import('../features/admin/diagnostics.route').then((module) => module.Route))

const settingIntegrationLogRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingIntegrationLog,
  staticData: staticData('SettingIntegrationLog'),
  validateSearch: integrationLogSearch,
}).lazy(() => import('../features/admin/integration-log.route').then((module) => module.Route))

const settingIntegrationSyncRoute = createRoute({
  getParentRoute: () => platformLayout,
  path: routePaths.SettingIntegrationSync,
  staticData: staticData('SettingIntegrationSync'),
  validateSearch: integrationSyncSearch,
}).lazy(() => import('../features/admin/integration-sync.route').then((module) => module.Route))

export const routeTree = rootRoute.addChildren([
  indexRoute,
  authLayout.addChildren([
    authRoute,
    registrationRoute,
    registrationStepTwoRoute,
    forgotPasswordRoute,
    newPasswordRoute,
    setPasswordRoute,
    invitationRoute,
    helpServiceRoute,
    notFoundRoute,
    switchServiceRoute,
  ]),
  lawLayout.addChildren([lawRoute]),
  profileLayout.addChildren([
    profileMainRoute,
    profilePersonalRoute,
    profileCompaniesRoute,
    profileContactsRoute,
    profileSessionsRoute,
    profileNotificationsRoute,
    profileSubscriptionsRoute,
    profileHistoryRoute,
  ]),
  accessesLayout.addChildren([accessRequestsRoute, invitationsRoute]),
  platformLayout.addChildren([
    settingOptionsRoute,
    settingUsersRoute,
    dynamicFieldsRoute,
    dynamicFieldsTabRoute,
    settingSectionRoute,
    settingApplicationsRoute,
    settingDomainsRoute,
    settingDeviceTypesRoute,
    settingAuthSchemesRoute,
    settingProvidersRoute,
    settingNotifyMethodsRoute,
    settingWhitelistRoute,
    settingBlacklistRoute,
    settingNetworkAliasesRoute,
    settingDocumentsRoute,
    settingBannersRoute,
    settingLocalesRoute,
    settingLicenseRoute,
    settingAboutRoute,
    settingHistoryRoute,
    settingMonitoringRoute,
    settingDiagnosticsRoute,
    settingIntegrationLogRoute,
    settingIntegrationSyncRoute,
  ]),
])
