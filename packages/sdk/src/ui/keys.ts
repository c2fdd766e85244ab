import type { OperationPathParams, OperationQuery } from '../client'

const all = ['ui'] as const

/** Startup and shell data: rarely changes within a session. */
export const uiKeys = {
  all,
  projectInfo: () => [...all, 'projectInfo'] as const,
  menus: () => [...all, 'menu'] as const,
  menu: (query: OperationQuery<'/platform/ui/menu', 'get'>) => [...all, 'menu', query] as const,
  platformMenu: () => [...all, 'menu', 'platform'] as const,
  servicesMenu: () => [...all, 'menu', 'services'] as const,
  platformConfigure: () => [...all, 'platformConfigure'] as const,
  serviceApplications: () => [...all, 'serviceApplication'] as const,
  serviceApplication: (app: string) => [...all, 'serviceApplication', app] as const,
  publicSettings: () => [...all, 'publicSettings'] as const,
  userSettings: () => [...all, 'userSettings'] as const,
  countryCodes: () => [...all, 'countryCodes'] as const,
  documentViews: () => [...all, 'documentView'] as const,
  documentView: (code: string) => [...all, 'documentView', code] as const,
  styleAsset: (params: OperationPathParams<'/platform/ui/style/{styleCode}/{asset}', 'get'>) =>
    [...all, 'styleAsset', params] as const,
}
