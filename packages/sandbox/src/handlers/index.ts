import type { Handlers } from '../contract'
import { accessesHandlers } from './accesses'
import { authHandlers } from './auth'
import { companiesHandlers } from './companies'
import { invitationHandlers } from './invitation'
import { masterAccountHandlers } from './master-account'
import { notifyHandlers } from './notify'
import { passwordHandlers } from './password'
import { profileHandlers } from './profile'
import { registrationHandlers } from './registration'
import { settingApplicationsHandlers } from './setting-applications'
import { settingAuthSchemesHandlers } from './setting-auth-schemas'
import { settingDomainsHandlers } from './setting-domains'
import { settingDynamicFieldsHandlers } from './setting-dynamic-fields'
import { settingHistoryHandlers } from './setting-history'
import { settingIntegrationHandlers } from './setting-integration'
import { settingLibrariesHandlers } from './setting-libraries'
import { settingLicenseHandlers } from './setting-license'
import { settingListsHandlers } from './setting-lists'
import { settingMonitoringHandlers } from './setting-monitoring'
import { settingProvidersHandlers } from './setting-providers'
import { settingSettingsHandlers } from './setting-settings'
import { uiHandlers } from './ui'

/** Every operation of the contract: a missing one does not compile. */
export const handlers = {
  ...uiHandlers,
  ...authHandlers,
  ...registrationHandlers,
  ...passwordHandlers,
  ...invitationHandlers,
  ...profileHandlers,
  ...companiesHandlers,
  ...notifyHandlers,
  ...accessesHandlers,
  ...masterAccountHandlers,
  ...settingApplicationsHandlers,
  ...settingDomainsHandlers,
  ...settingAuthSchemesHandlers,
  ...settingSettingsHandlers,
  ...settingDynamicFieldsHandlers,
  ...settingListsHandlers,
  ...settingHistoryHandlers,
  ...settingMonitoringHandlers,
  ...settingLicenseHandlers,
  ...settingProvidersHandlers,
  ...settingLibrariesHandlers,
  ...settingIntegrationHandlers,
} satisfies Handlers
