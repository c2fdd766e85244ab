import { useLingui } from '@lingui/react'
import { ToastRegion } from '@platform/ui'
import { Outlet, useMatches, useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { routeTitles } from '../i18n/route-titles'
import { menuTitleAt } from '../layouts/parts/menu'
import { sessionKey } from '../platform/session'
import { useDeviceReport } from '../platform/useDeviceReport'
import { pageTitle } from '../routes/guard'
import { DevOutbox } from './DevOutbox'

/** The frame of every page: the title, the toasts, and what happens when the session ends. */
export function RootLayout() {
  const { i18n } = useLingui()
  const { platform, startup } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const leaf = useMatches({ select: (matches) => matches.at(-1) })
  const name = leaf?.staticData.name
  const pathname = leaf?.pathname
  useDeviceReport(platform, startup.profile?.mainInfo.id ?? null)

  useEffect(() => {
    const menuTitle = pathname === undefined ? undefined : menuTitleAt(startup.menu, pathname)
    const title = menuTitle ?? (name ? i18n._(routeTitles[name]) : undefined)
    document.title = pageTitle(title, startup.project.copyright.title ?? undefined)
  }, [i18n, pathname, name, startup])

  // A 401 mid-session: forget the person and let the guards send them to sign in.
  useEffect(
    () =>
      platform.onSessionLost(() => {
        platform.queryClient.setQueryData(sessionKey, null)
        void router.invalidate()
      }),
    [platform, router],
  )

  return (
    <>
      <Outlet />
      <ToastRegion />
      <DevOutbox />
    </>
  )
}
